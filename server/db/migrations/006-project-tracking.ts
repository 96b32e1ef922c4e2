import type { Kysely } from 'kysely';
import { idColumn } from './column-helpers';

/**
 * Following a project up: its results framework (indicators and their monthly figures), work plan, budget lines and
 * spending, progress reports, risk register, beneficiaries reached, and the log of its installments' statuses.
 * Plus the dashboard's monthly roll-up (dashboard_monthly_figures), which keeps the home page fast however many
 * projects a funder runs: see server/modules/dashboard/figures-repository.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  // When the money left: the spending timeline and the period filter of the dashboard's disbursed figures read it.
  await db.schema.alterTable('expenditure_batches').addColumn('transferred_at', 'text').execute();
  await db.schema.createIndex('expenditure_batches_project').on('expenditure_batches').columns(['project_id', 'position']).execute();
  await db.schema
    .createIndex('expenditure_batches_transfers')
    .on('expenditure_batches')
    .columns(['donor_id', 'transfer_status', 'transferred_at'])
    .execute();
  // The dashboard's status counts and timelines.
  await db.schema.createIndex('projects_donor_status').on('projects').columns(['donor_id', 'status']).execute();
  await db.schema.createIndex('proposals_donor_submitted').on('proposals').columns(['donor_id', 'submitted_at']).execute();

  await db.schema
    .createTable('expenditure_batch_logs')
    .addColumn('id', 'integer', id)
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('expenditure_batches.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('request_status', 'integer', (c) => c.notNull())
    .addColumn('transfer_status', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    // A staff member, or (user_id null) the organisation, named as it was then.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('ngo_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expenditure_batch_logs_project').on('expenditure_batch_logs').columns(['project_id', 'created_at']).execute();
  await db.schema.createIndex('expenditure_batch_logs_batch').on('expenditure_batch_logs').columns(['batch_id', 'created_at']).execute();

  await db.schema
    .createTable('project_indicators')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('output_title', 'text', (c) => c.notNull())
    .addColumn('baseline', 'double precision', (c) => c.notNull())
    .addColumn('target', 'double precision', (c) => c.notNull())
    // sum or latest (contract/project-tracking.ts INDICATOR_AGGREGATIONS).
    .addColumn('aggregation', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_indicators_project').on('project_indicators').columns(['project_id', 'position']).execute();

  await db.schema
    .createTable('indicator_tracking')
    .addColumn('indicator_id', 'integer', (c) => c.notNull().references('project_indicators.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('target', 'double precision', (c) => c.notNull())
    .addColumn('actual', 'double precision')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('indicator_tracking_pk', ['indicator_id', 'month'])
    .execute();

  await db.schema
    .createTable('project_activities')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('output_title', 'text', (c) => c.notNull())
    .addColumn('planned_start', 'text', (c) => c.notNull())
    .addColumn('planned_end', 'text', (c) => c.notNull())
    .addColumn('actual_start', 'text')
    .addColumn('actual_end', 'text')
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('project_activities_project').on('project_activities').columns(['project_id', 'position']).execute();

  await db.schema
    .createTable('budget_lines')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('planned', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budget_lines_project').on('budget_lines').columns(['project_id', 'position']).execute();

  await db.schema
    .createTable('spending_entries')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('budget_lines.id').onDelete('cascade'))
    // The installment the money came from; an installment with spending is transferred, so it is never deleted.
    .addColumn('batch_id', 'integer', (c) => c.references('expenditure_batches.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('spending_entries_line').on('spending_entries').columns(['line_id', 'month']).execute();
  await db.schema.createIndex('spending_entries_project').on('spending_entries').columns(['project_id', 'month']).execute();
  await db.schema.createIndex('spending_entries_batch').on('spending_entries').column('batch_id').execute();

  await db.schema
    .createTable('progress_reports')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // A staff member, or (uploaded_by null) the organisation, named as it was then.
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('uploaded_by_ngo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('progress_reports_project').on('progress_reports').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('project_risks')
    .addColumn('id', 'integer', id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('likelihood', 'integer', (c) => c.notNull())
    .addColumn('impact', 'integer', (c) => c.notNull())
    .addColumn('response_strategy', 'text', (c) => c.notNull())
    .addColumn('mitigation', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('is_materialized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('review_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_risks_project').on('project_risks').column('project_id').execute();

  await db.schema
    .createTable('beneficiaries_reached')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('beneficiaries_reached_pk', ['project_id', 'month', 'sex', 'type'])
    .execute();

  // One row per funder, grant, country, currency and month: the grain of every dashboard filter, so the dashboard
  // reads a few thousand rows instead of every spending entry and installment (docs in figures-repository.ts). The
  // beneficiary types are columns, as the contract fixes them (BENEFICIARY_TYPES): one row per month stays one row.
  await db.schema
    .createTable('dashboard_monthly_figures')
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('cascade'))
    .addColumn('grant_id', 'integer', (c) => c.notNull().references('grants.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('spent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('disbursed', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_female', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_male', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_host_community', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_refugees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_internally_displaced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reached_returnees', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dashboard_monthly_figures_pk', ['donor_id', 'grant_id', 'country_id', 'currency_id', 'month'])
    .execute();
  await db.schema.createIndex('dashboard_monthly_figures_month').on('dashboard_monthly_figures').columns(['donor_id', 'month']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dashboard_monthly_figures',
    'beneficiaries_reached',
    'project_risks',
    'progress_reports',
    'spending_entries',
    'budget_lines',
    'project_activities',
    'indicator_tracking',
    'project_indicators',
    'expenditure_batch_logs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['proposals_donor_submitted', 'projects_donor_status', 'expenditure_batches_transfers', 'expenditure_batches_project']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('expenditure_batches').dropColumn('transferred_at').execute();
}
