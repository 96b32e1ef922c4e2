import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Grants and what hangs off them, the idempotency store of queued actions, and the audit log.
 * Money is `double precision` rounded to cents by the service (docs/decisions/050-grant-storage.md);
 * a grant is deleted for real and its children go with it, the audit log keeps the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('grants')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('eligibility', 'text')
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('min_size', 'double precision', (c) => c.notNull())
    .addColumn('max_size', 'double precision', (c) => c.notNull())
    .addColumn('deadline', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('grants_donor_created').on('grants').columns(['donor_id', 'created_at']).execute();
  await db.schema.createIndex('grants_donor_status').on('grants').columns(['donor_id', 'status']).execute();

  await db.schema
    .createTable('grant_programs')
    .addColumn('id', 'integer', id)
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    // No cascade: a program that grants target must be refused deletion (related), not silently dropped.
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id'))
    .addColumn('percent', 'double precision', (c) => c.notNull())
    .addUniqueConstraint('grant_programs_unique', ['grant_id', 'program_id'])
    .execute();
  await db.schema.createIndex('grant_programs_program').on('grant_programs').column('program_id').execute();

  await db.schema
    .createTable('grant_countries')
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addPrimaryKeyConstraint('grant_countries_pk', ['grant_id', 'country_id'])
    .execute();

  await db.schema
    .createTable('grant_users_in_charge')
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('grant_users_in_charge_pk', ['grant_id', 'user_id'])
    .execute();
  await db.schema.createIndex('grant_users_in_charge_user').on('grant_users_in_charge').column('user_id').execute();

  await db.schema
    .createTable('grant_objectives')
    .addColumn('id', 'integer', id)
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grant_objectives_grant').on('grant_objectives').column('grant_id').execute();

  await db.schema
    .createTable('grant_due_diligences')
    .addColumn('id', 'integer', id)
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    // No cascade: a due-diligence type that grants require must be refused deletion (related).
    .addColumn('due_diligence_id', 'integer', (c) => c.notNull().references('due_diligence_types.id'))
    .addUniqueConstraint('grant_due_diligences_unique', ['grant_id', 'due_diligence_id'])
    .execute();
  await db.schema.createIndex('grant_due_diligences_type').on('grant_due_diligences').column('due_diligence_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('donor_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('donor_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['donor_id', 'entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'idempotency_keys',
    'grant_due_diligences',
    'grant_objectives',
    'grant_users_in_charge',
    'grant_countries',
    'grant_programs',
    'grants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
