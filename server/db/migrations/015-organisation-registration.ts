import type { Kysely } from 'kysely';
import { isPostgres } from './column-helpers';

/**
 * Organisations register themselves or are invited by a funder (issue 13, docs/decisions/192-organisation-registration.md):
 * an Arabic name beside the English one, a logo (a public image name, like a funder's), a status ('invited' or
 * 'registered' until its admin sets up the account, then 'active'; contract/partner-organisation.ts) and the funder
 * that invited it, which sees it before it applies (docs/decisions/193-invited-organisations-are-visible.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ngos').addColumn('name_ar', 'text').execute();
  await db.schema.alterTable('ngos').addColumn('logo', 'text').execute();
  await db.schema.alterTable('ngos').addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();
  await db.schema
    .alterTable('ngos')
    .addColumn('invited_by_donor_id', 'integer', (c) => c.references('donors.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('ngos_invited_by').on('ngos').column('invited_by_donor_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ngos_invited_by').execute();
  // SQLite cannot drop a column that references another table; the column then stays, unread.
  if (isPostgres(db)) await db.schema.alterTable('ngos').dropColumn('invited_by_donor_id').execute();
  await db.schema.alterTable('ngos').dropColumn('status').execute();
  await db.schema.alterTable('ngos').dropColumn('logo').execute();
  await db.schema.alterTable('ngos').dropColumn('name_ar').execute();
}
