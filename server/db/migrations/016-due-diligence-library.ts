import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * The organisation's due-diligence library (issue 13 item 3, docs/decisions/196-due-diligence-library.md): a document
 * names the funder's due-diligence type it answers (null for the papers kept before types were asked) and who uploaded
 * it when; each funder reviews it for itself (organisations are shared, decision 122), one review per document and
 * funder, replaced by the next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ngo_due_diligences')
    .addColumn('due_diligence_type_id', 'integer', (c) => c.references('due_diligence_types.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('ngo_due_diligences').addColumn('mime_type', 'text').execute();
  await db.schema.alterTable('ngo_due_diligences').addColumn('size', 'integer').execute();
  await db.schema.alterTable('ngo_due_diligences').addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('ngo_due_diligences').addColumn('uploaded_at', 'text').execute();

  await db.schema
    .createTable('ngo_due_diligence_reviews')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('ngo_due_diligences.id').onDelete('cascade'))
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    // contract/partner-due-diligence.ts DUE_DILIGENCE_REVIEW_STATUSES: accepted, returned.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ngo_due_diligence_reviews_unique', ['document_id', 'donor_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ngo_due_diligence_reviews').execute();
  for (const column of ['uploaded_at', 'uploaded_by', 'size', 'mime_type', 'due_diligence_type_id']) {
    await db.schema.alterTable('ngo_due_diligences').dropColumn(column).execute();
  }
}
