import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Projects reported month by month (issue 14, docs/decisions/202-monthly-reports.md): a month's report and what it
 * holds (indicator actuals, activity progress, spending with receipts, people reached, stories of change), the
 * funder's return comments, and the files (receipts, photos). Approving a month copies its figures into the follow-up
 * tables of migration 006; `spending_entries.monthly_report_id` names the month a spending row came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('report_files')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_files_project').on('report_files').column('project_id').execute();

  await db.schema
    .createTable('monthly_reports')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    // 'YYYY-MM'
    .addColumn('month', 'text', (c) => c.notNull())
    // contract/monthly-reports.ts MONTHLY_REPORT_STATUSES
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('narrative', 'text')
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'text')
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approval_comment', 'text')
    // Reminders sent for the month (due soon, overdue), so each goes once.
    .addColumn('reminded_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminded_overdue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('monthly_reports_project_month', ['project_id', 'month'])
    .execute();
  await db.schema.createIndex('monthly_reports_status').on('monthly_reports').columns(['status', 'project_id']).execute();

  await db.schema
    .createTable('monthly_report_indicators')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('indicator_id', 'integer', (c) => c.notNull().references('project_indicators.id').onDelete('cascade'))
    .addColumn('actual', 'double precision')
    .addColumn('female', 'integer')
    .addColumn('male', 'integer')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('monthly_report_indicators_pk', ['report_id', 'indicator_id'])
    .execute();
  // The projection (server/modules/monthly-reports/projection.ts) looks a month's figures up by indicator and activity.
  await db.schema.createIndex('monthly_report_indicators_indicator').on('monthly_report_indicators').column('indicator_id').execute();

  await db.schema
    .createTable('monthly_report_activities')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('project_activities.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('monthly_report_activities_pk', ['report_id', 'activity_id'])
    .execute();
  await db.schema.createIndex('monthly_report_activities_activity').on('monthly_report_activities').column('activity_id').execute();

  await db.schema
    .createTable('monthly_report_spending')
    .addColumn('id', 'integer', id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('budget_lines.id').onDelete('cascade'))
    // 'YYYY-MM-DD', within the month
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('receipt_file_id', 'integer', (c) => c.references('report_files.id').onDelete('set null'))
    .addUniqueConstraint('monthly_report_spending_key', ['report_id', 'key'])
    .execute();

  await db.schema
    .createTable('monthly_report_beneficiaries')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('monthly_report_beneficiaries_pk', ['report_id', 'sex', 'type'])
    .execute();

  await db.schema
    .createTable('project_stories')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_en', 'text')
    .addColumn('title_ar', 'text')
    .addColumn('text_en', 'text')
    .addColumn('text_ar', 'text')
    .addColumn('photo_file_id', 'integer', (c) => c.references('report_files.id').onDelete('set null'))
    .addColumn('people_reached', 'integer')
    .addColumn('place', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured_at', 'text')
    .addColumn('featured_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('project_stories_key', ['report_id', 'key'])
    .execute();
  await db.schema.createIndex('project_stories_project').on('project_stories').columns(['project_id', 'featured']).execute();

  await db.schema
    .createTable('monthly_report_comments')
    .addColumn('id', 'integer', id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('monthly_reports.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    // contract/monthly-reports.ts REVIEW_ITEM_KINDS
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monthly_report_comments_report').on('monthly_report_comments').columns(['report_id', 'round']).execute();

  await db.schema
    .alterTable('spending_entries')
    .addColumn('monthly_report_id', 'integer', (c) => c.references('monthly_reports.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spending_entries').dropColumn('monthly_report_id').execute();
  for (const table of [
    'monthly_report_comments',
    'project_stories',
    'monthly_report_beneficiaries',
    'monthly_report_spending',
    'monthly_report_activities',
    'monthly_report_indicators',
    'monthly_reports',
    'report_files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
