import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * The organisation's side of a running project (issue 14 items 4 to 6, docs/decisions/206-project-workspace.md):
 * - installments: the organisation's justification, the files it attached, the transfer's date and reference staff
 *   record, and when the organisation confirmed receipt; the log names organisation users (`ngo_user` 1: `user_id` is a
 *   user of the organisation, not a staff member);
 * - progress reports: where each stands (staff uploads and the demo's are accepted), the review, and the correction
 *   that replaces a returned one; `ngo_user` 1 when `uploaded_by` is a user of the organisation;
 * - risks: a version for If-Match and the organisation's last review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema.alterTable('expenditure_batches').addColumn('justification', 'text').execute();
  await db.schema.alterTable('expenditure_batches').addColumn('transfer_date', 'text').execute();
  await db.schema.alterTable('expenditure_batches').addColumn('transfer_reference', 'text').execute();
  await db.schema.alterTable('expenditure_batches').addColumn('received_at', 'text').execute();
  await db.schema
    .alterTable('expenditure_batch_logs')
    .addColumn('ngo_user', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('installment_request_files')
    .addColumn('id', 'integer', id)
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('expenditure_batches.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('installment_request_files_batch').on('installment_request_files').column('batch_id').execute();
  await db.schema.createIndex('installment_request_files_stored').on('installment_request_files').column('stored_name').execute();

  // contract/project-tracking.ts PROGRESS_REPORT_STATUSES
  await db.schema
    .alterTable('progress_reports')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('accepted'))
    .execute();
  await db.schema
    .alterTable('progress_reports')
    .addColumn('ngo_user', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('progress_reports').addColumn('review_comment', 'text').execute();
  await db.schema.alterTable('progress_reports').addColumn('reviewed_at', 'text').execute();
  await db.schema
    .alterTable('progress_reports')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('progress_reports')
    .addColumn('replaces_id', 'integer', (c) => c.references('progress_reports.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('project_risks')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('project_risks').addColumn('reviewed_at', 'text').execute();
  await db.schema
    .alterTable('project_risks')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reviewed_by', 'reviewed_at', 'version']) await db.schema.alterTable('project_risks').dropColumn(column).execute();
  for (const column of ['replaces_id', 'reviewed_by', 'reviewed_at', 'review_comment', 'ngo_user', 'status']) {
    await db.schema.alterTable('progress_reports').dropColumn(column).execute();
  }
  await db.schema.dropTable('installment_request_files').execute();
  await db.schema.alterTable('expenditure_batch_logs').dropColumn('ngo_user').execute();
  for (const column of ['received_at', 'transfer_reference', 'transfer_date', 'justification']) {
    await db.schema.alterTable('expenditure_batches').dropColumn(column).execute();
  }
}
