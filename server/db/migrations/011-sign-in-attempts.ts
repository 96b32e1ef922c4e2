import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Attempt counters shared by every instance and kept across restarts (sign-ins per address and per account, calls
 * that mail or read account links), and the signed-in devices a user sees in their profile
 * (docs/decisions/160-sign-in-lock-and-shared-counters.md, docs/decisions/162-signed-in-devices.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempt_counters_resets_at').on('attempt_counters').column('resets_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('jti', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'text')
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('attempt_counters').execute();
}
