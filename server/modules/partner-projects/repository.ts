import type { Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { PARTNER_PROJECT_SORT_COLUMNS } from '#contract/partner-projects';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

/** The organisation's projects: each with its proposal's header and its installments counted. Scoped by proposals.ngo_id. */

type Db = Kysely<Database>;

function partnerProjectRows(db: Db, ngoId: number) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('donors', 'donors.id', 'projects.donor_id')
    .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
    .select([
      'projects.id',
      'projects.proposal_id',
      'projects.status',
      'projects.created_at',
      'proposals.title',
      'proposals.code',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.total_budget',
      'donors.name as donor_name',
      'grants.title as grant_title',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
    ])
    .select((eb) => [
      eb
        .selectFrom('expenditure_batches')
        .select((inner) => inner.fn.countAll<string | number>().as('total'))
        .whereRef('expenditure_batches.proposal_id', '=', 'proposals.id')
        .as('installments_total'),
      eb
        .selectFrom('expenditure_batches')
        .select((inner) => inner.fn.countAll<string | number>().as('transferred'))
        .whereRef('expenditure_batches.proposal_id', '=', 'proposals.id')
        .where('expenditure_batches.transfer_status', '=', TransferStatus.Transferred)
        .as('installments_transferred'),
    ])
    .where('proposals.ngo_id', '=', ngoId);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof partnerProjectRows>['executeTakeFirstOrThrow']>>;
export type PartnerProjectRow = Omit<RawRow, 'total_budget' | 'installments_total' | 'installments_transferred'> & {
  total_budget: number;
  installments_total: number;
  installments_transferred: number;
};

function normalise(row: RawRow): PartnerProjectRow {
  // PostgreSQL answers counts as text and numerics as strings; both arrive as numbers here.
  return {
    ...row,
    total_budget: Number(row.total_budget),
    installments_total: toCount(row.installments_total),
    installments_transferred: toCount(row.installments_transferred),
  };
}

const SORT_COLUMN = {
  created_at: 'projects.created_at',
  title: 'proposals.title',
  code: 'proposals.code',
  start_date: 'proposals.start_date',
} as const;

export type PartnerProjectFilter = PagingQuery<(typeof PARTNER_PROJECT_SORT_COLUMNS)[number]> & {
  /** Wire spelling, as stored. */
  status?: string | undefined;
};

export async function pagePartnerProjects(db: Db, ngoId: number, filter: PartnerProjectFilter): Promise<{ total: number; rows: PartnerProjectRow[] }> {
  const pattern = filter.search ? searchPattern(filter.search) : null;
  let query = partnerProjectRows(db, ngoId);
  if (pattern) {
    query = query.where((eb) => matchesSearch(eb, ['proposals.title', 'proposals.code', 'grants.title'], pattern));
  }
  if (filter.status !== undefined) query = query.where('projects.status', '=', filter.status);
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await query
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('projects.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return { total: toCount(counted?.total), rows: rows.map(normalise) };
}

/** One project of the organisation (undefined: another organisation's, or none). */
export async function findPartnerProject(db: Db, ngoId: number, id: number): Promise<PartnerProjectRow | undefined> {
  const row = await partnerProjectRows(db, ngoId).where('projects.id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/** Whether the project is one of the organisation's: PARTNER_SCOPES.project. */
export async function isProjectOfNgo(db: Db, ngoId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select('projects.id')
    .where('projects.id', '=', id)
    .where('proposals.ngo_id', '=', ngoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The donor the project belongs to, when it is the organisation's. */
export async function donorOfPartnerProject(db: Db, ngoId: number, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select('projects.donor_id')
    .where('projects.id', '=', id)
    .where('proposals.ngo_id', '=', ngoId)
    .executeTakeFirst();
  return row?.donor_id;
}

/** The plan's indicators with every month's target, its approved actual (the follow-up projection) and split by sex. */
export async function planIndicators(db: Db, projectId: number) {
  const [indicators, months, splits] = await Promise.all([
    db.selectFrom('project_indicators').selectAll().where('project_id', '=', projectId).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('indicator_tracking')
      .innerJoin('project_indicators', 'project_indicators.id', 'indicator_tracking.indicator_id')
      .select(['indicator_tracking.indicator_id', 'indicator_tracking.month', 'indicator_tracking.target', 'indicator_tracking.actual'])
      .where('project_indicators.project_id', '=', projectId)
      .orderBy('indicator_tracking.month')
      .execute(),
    db
      .selectFrom('monthly_report_indicators')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_indicators.report_id')
      .select(['monthly_report_indicators.indicator_id', 'monthly_reports.month', 'monthly_report_indicators.female', 'monthly_report_indicators.male'])
      .where('monthly_reports.project_id', '=', projectId)
      .where('monthly_reports.status', '=', 'approved')
      .execute(),
  ]);
  return { indicators, months, splits };
}

export function planActivities(db: Db, projectId: number) {
  return db
    .selectFrom('project_activities')
    .select(['id', 'code', 'title', 'output_title', 'planned_start', 'planned_end', 'status', 'progress'])
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The budget lines with what the approved months spent on each (spending_entries is their projection). */
export async function planBudgetLines(db: Db, projectId: number) {
  const rows = await db
    .selectFrom('budget_lines')
    .select(['budget_lines.id', 'budget_lines.category', 'budget_lines.description', 'budget_lines.planned'])
    .select((eb) =>
      eb
        .selectFrom('spending_entries')
        .select((inner) => inner.fn.sum<number | string>('spending_entries.amount').as('spent'))
        .whereRef('spending_entries.line_id', '=', 'budget_lines.id')
        .as('spent'),
    )
    .where('budget_lines.project_id', '=', projectId)
    .orderBy('budget_lines.position')
    .orderBy('budget_lines.id')
    .execute();
  return rows.map((row) => ({ ...row, planned: Number(row.planned), spent: Number(row.spent ?? 0) }));
}
