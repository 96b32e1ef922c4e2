import { sql, type Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import { refreshDashboardFigures } from '../dashboard/figures-repository';
import type { Database } from '../../db/schema';

/**
 * The follow-up is a projection of the approved months (docs/decisions/202-monthly-reports.md, 203): indicator
 * actuals and notes, each activity's status, progress and note, spending by budget line and installment, and people
 * reached, rebuilt from the approved months of the given projects, then their funders' dashboard roll-up. The
 * follow-up reads (tracking pages, donor reports, dashboard) stay as they were. Set-based statements over every given
 * project at once: the demo seed projects hundreds of projects in one call.
 */

type Db = Kysely<Database>;

const APPROVED = 'approved';
const ROWS_PER_STATEMENT = 500;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Each indicator's actual and note of a month come from that month's approved report; nothing approved, nothing. */
async function projectIndicators(db: Db, projectIds: readonly number[]): Promise<void> {
  const reported = (column: 'actual' | 'note') =>
    sql.join(
      [
        sql.raw(`(select mri.${column} from monthly_report_indicators mri join monthly_reports mr on mr.id = mri.report_id `),
        sql`where mri.indicator_id = indicator_tracking.indicator_id and mr.month = indicator_tracking.month and mr.status = ${APPROVED} limit 1)`,
      ],
      sql``,
    );
  await db
    .updateTable('indicator_tracking')
    .set({ actual: sql<number | null>`${reported('actual')}`, note: sql<string | null>`${reported('note')}` })
    .where('indicator_id', 'in', (eb) => eb.selectFrom('project_indicators').select('id').where('project_id', 'in', projectIds))
    .execute();
  // A month approved for an indicator the plan has no target row for (the plan predates the month): its row, target 0.
  const missing = await db
    .selectFrom('monthly_report_indicators')
    .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_indicators.report_id')
    .leftJoin('indicator_tracking', (join) =>
      join.onRef('indicator_tracking.indicator_id', '=', 'monthly_report_indicators.indicator_id').onRef('indicator_tracking.month', '=', 'monthly_reports.month'),
    )
    .select(['monthly_report_indicators.indicator_id', 'monthly_reports.month', 'monthly_report_indicators.actual', 'monthly_report_indicators.note'])
    .where('monthly_reports.project_id', 'in', projectIds)
    .where('monthly_reports.status', '=', APPROVED)
    .where('indicator_tracking.indicator_id', 'is', null)
    .execute();
  for (let from = 0; from < missing.length; from += ROWS_PER_STATEMENT) {
    await db
      .insertInto('indicator_tracking')
      .values(missing.slice(from, from + ROWS_PER_STATEMENT).map((row) => ({ ...row, target: 0 })))
      .execute();
  }
}

/**
 * Each activity reported in an approved month takes its state from the latest such month; an activity no approved
 * month mentions keeps the plan's state. It started (actual_start, when not known) on the first day of the first
 * approved month that shows it under way, and ended (actual_end) on the last day of the month that shows it completed.
 */
async function projectActivities(db: Db, projectIds: readonly number[]): Promise<void> {
  const latestOf = (column: 'status' | 'progress' | 'note') =>
    sql.join(
      [
        sql.raw(`(select mra.${column} from monthly_report_activities mra join monthly_reports mr on mr.id = mra.report_id `),
        sql`where mra.activity_id = project_activities.id and mr.status = ${APPROVED} order by mr.month desc limit 1)`,
      ],
      sql``,
    );
  const mentioned = sql<boolean>`exists (select 1 from monthly_report_activities mra join monthly_reports mr on mr.id = mra.report_id where mra.activity_id = project_activities.id and mr.status = ${APPROVED})`;
  const firstMonth = (statuses: readonly string[]) =>
    sql<string | null>`(select min(mr.month) from monthly_report_activities mra join monthly_reports mr on mr.id = mra.report_id where mra.activity_id = project_activities.id and mr.status = ${APPROVED} and mra.status in (${sql.join(statuses)}))`;
  const started = firstMonth(['in_progress', 'completed', 'on_hold']);
  const completed = firstMonth(['completed']);
  await db
    .updateTable('project_activities')
    .set({
      status: sql<string>`case when ${mentioned} then ${latestOf('status')} else status end`,
      progress: sql<number>`case when ${mentioned} then ${latestOf('progress')} else progress end`,
      note: sql<string | null>`case when ${mentioned} then ${latestOf('note')} else note end`,
      actual_start: sql<string | null>`coalesce(actual_start, ${started} || '-01')`,
    })
    .where('project_id', 'in', projectIds)
    .execute();
  // The month's last day needs date arithmetic both dialects spell differently: done here, for the few that ended.
  const ended = await db
    .selectFrom('project_activities')
    .select(['id'])
    .select(completed.as('month'))
    .where('project_id', 'in', projectIds)
    .where('actual_end', 'is', null)
    .where('status', '=', 'completed')
    .execute();
  for (const row of ended) {
    if (!row.month) continue;
    const [year = 0, month = 1] = row.month.split('-').map(Number);
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    await db.updateTable('project_activities').set({ actual_end: last }).where('id', '=', row.id).execute();
  }
}

type Balance = { id: number; month: string; left: number };

/** Takes an amount from the oldest installment with money left that had arrived by the month, across two if needed. */
function payFrom(balances: Balance[], month: string, amount: number): { id: number | null; amount: number }[] {
  const parts: { id: number | null; amount: number }[] = [];
  let due = cents(amount);
  for (const balance of balances) {
    if (due <= 0) break;
    if (balance.month > month || balance.left <= 0) continue;
    const taken = cents(Math.min(due, balance.left));
    if (taken <= 0) continue;
    balance.left = cents(balance.left - taken);
    due = cents(due - taken);
    parts.push({ id: balance.id, amount: taken });
  }
  // Spent before (or beyond) what had arrived: recorded against no installment.
  if (due > 0) parts.push({ id: null, amount: due });
  return parts;
}

/**
 * Spending entries are the approved months' spending, each paid from the installments transferred by its month in
 * the order they arrived (the spending tracking's burn by installment); a row paid from two installments is split in
 * two. Each entry's note is the organisation's description.
 */
async function projectSpending(db: Db, projectIds: readonly number[]): Promise<void> {
  await db.deleteFrom('spending_entries').where('project_id', 'in', projectIds).execute();
  const [entries, batches] = await Promise.all([
    db
      .selectFrom('monthly_report_spending')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_spending.report_id')
      .select([
        'monthly_reports.id as report_id',
        'monthly_reports.project_id',
        'monthly_reports.month',
        'monthly_report_spending.line_id',
        'monthly_report_spending.amount',
        'monthly_report_spending.description',
      ])
      .where('monthly_reports.project_id', 'in', projectIds)
      .where('monthly_reports.status', '=', APPROVED)
      .orderBy('monthly_reports.project_id')
      .orderBy('monthly_reports.month')
      .orderBy('monthly_report_spending.position')
      .execute(),
    db
      .selectFrom('expenditure_batches')
      .select(['id', 'project_id', 'amount', 'transferred_at'])
      .where('project_id', 'in', projectIds)
      .where('transfer_status', '=', TransferStatus.Transferred)
      .where('transferred_at', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const balancesOf = new Map<number, Balance[]>();
  for (const batch of batches) {
    if (batch.project_id === null) continue;
    const list = balancesOf.get(batch.project_id) ?? [];
    list.push({ id: batch.id, month: (batch.transferred_at ?? '').slice(0, 7), left: Number(batch.amount) });
    balancesOf.set(batch.project_id, list);
  }
  const rows = entries.flatMap((entry) => {
    const parts = payFrom(balancesOf.get(entry.project_id) ?? [], entry.month, Number(entry.amount));
    return parts.map((part) => ({
      project_id: entry.project_id,
      line_id: entry.line_id,
      batch_id: part.id,
      month: entry.month,
      amount: part.amount,
      note: entry.description,
      monthly_report_id: entry.report_id,
    }));
  });
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    await db
      .insertInto('spending_entries')
      .values(rows.slice(from, from + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** People reached are the approved months' counts, by sex and type. */
async function projectBeneficiaries(db: Db, projectIds: readonly number[]): Promise<void> {
  await db.deleteFrom('beneficiaries_reached').where('project_id', 'in', projectIds).execute();
  const rows = await db
    .selectFrom('monthly_report_beneficiaries')
    .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_beneficiaries.report_id')
    .select(['monthly_reports.project_id', 'monthly_reports.month', 'monthly_report_beneficiaries.sex', 'monthly_report_beneficiaries.type', 'monthly_report_beneficiaries.count'])
    .where('monthly_reports.project_id', 'in', projectIds)
    .where('monthly_reports.status', '=', APPROVED)
    .where('monthly_report_beneficiaries.count', '>', 0)
    .execute();
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    await db
      .insertInto('beneficiaries_reached')
      .values(rows.slice(from, from + ROWS_PER_STATEMENT))
      .execute();
  }
}

/**
 * Rebuilds the follow-up tables of these projects from their approved months, then refreshes their funders'
 * dashboard roll-up. Run it inside the transaction that approved a month (or wrote the demo's months).
 */
export async function rebuildFollowUp(db: Db, projectIds: readonly number[]): Promise<void> {
  if (!projectIds.length) return;
  const ids = [...new Set(projectIds)];
  await projectIndicators(db, ids);
  await projectActivities(db, ids);
  await projectSpending(db, ids);
  await projectBeneficiaries(db, ids);
  const donors = await db.selectFrom('projects').select('donor_id').distinct().where('id', 'in', ids).execute();
  for (const { donor_id: donorId } of donors) await refreshDashboardFigures(db, donorId);
}
