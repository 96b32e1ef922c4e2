import type { Kysely } from 'kysely';

/**
 * The audit trail becomes readable (GET /api/Audit): a change sent from the outbox after waiting records when the
 * user made it (`queued_at`, null when unknown or out of bounds), and the funder-wide activity list reads newest
 * first by date, so it gets its own index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('queued_at', 'text').execute();
  await db.schema.createIndex('audit_log_donor_created').on('audit_log').columns(['donor_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_donor_created').execute();
  await db.schema.alterTable('audit_log').dropColumn('queued_at').execute();
}
