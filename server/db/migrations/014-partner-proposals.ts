import type { Kysely } from 'kysely';

/**
 * Organisations write their own proposals (issue 13, docs/decisions/183-partner-proposals.md):
 * - a proposal's due diligence names the organisation's library document it was attached from;
 * - what the proposal held when negotiation began, per section, so the funder sees what changed since
 *   (docs/decisions/185-changes-since-negotiation.md);
 * - the deadline reminders already sent, one row per proposal and threshold, so several instances send each once
 *   (docs/decisions/186-partner-notifications.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('proposal_due_diligences')
    .addColumn('ngo_due_diligence_id', 'integer', (c) => c.references('ngo_due_diligences.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('proposal_negotiation_snapshots')
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('proposal_negotiation_snapshots_pk', ['proposal_id', 'name'])
    .execute();

  await db.schema
    .createTable('proposal_deadline_reminders')
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('proposal_deadline_reminders_pk', ['proposal_id', 'days_before'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proposal_deadline_reminders').execute();
  await db.schema.dropTable('proposal_negotiation_snapshots').execute();
  await db.schema.alterTable('proposal_due_diligences').dropColumn('ngo_due_diligence_id').execute();
}
