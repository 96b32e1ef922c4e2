import { sql, type Kysely } from 'kysely';
import { proposalStatusToWire } from '#contract/enums';
import { timelineMonths, type DashboardQuery, type DashboardSpendingTimeline, type DashboardStatusTimeline } from '#contract/dashboard';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { funderProposals } from '../proposals/repository';
import { currenciesById, money } from './currencies';
import { figuresInScope, monthsBounds, proposalInScope, thisMonth, withinPeriod, type PeriodColumn } from './dashboard-scope';

/** GET /Dashboard/GetStatusTimeline and /GetSpendingTimeline: per month of the timeline, zeros included. */

type Db = Kysely<Database>;

/** 'YYYY-MM' of a text date or timestamp column (substr exists on SQLite and PostgreSQL alike). */
function monthOfColumn(column: PeriodColumn) {
  return sql<string>`substr(${sql.ref(column)}, 1, 7)`;
}

type MonthCounts = Map<string, number>;

async function proposalsPerMonth(
  db: Db,
  donorId: number,
  query: DashboardQuery,
  months: string[],
  column: 'proposals.submitted_at' | 'proposals.updated_at',
  status?: string,
): Promise<MonthCounts> {
  let select = funderProposals(db, donorId)
    .select((eb) => [monthOfColumn(column).as('month'), eb.fn.countAll<number | string>().as('count')])
    .where(proposalInScope(query))
    .where(withinPeriod(column, monthsBounds(months)));
  if (status !== undefined) select = select.where('proposals.status', '=', status);
  const rows = await select.groupBy(monthOfColumn(column)).execute();
  return new Map(rows.map((row) => [row.month, toCount(row.count)]));
}

async function projectsPerMonth(
  db: Db,
  donorId: number,
  query: DashboardQuery,
  months: string[],
  column: 'projects.created_at' | 'proposals.start_date' | 'proposals.end_date',
  status?: string,
): Promise<MonthCounts> {
  let select = db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select((eb) => [monthOfColumn(column).as('month'), eb.fn.countAll<number | string>().as('count')])
    .where('projects.donor_id', '=', donorId)
    .where(proposalInScope(query))
    .where(withinPeriod(column, monthsBounds(months)));
  if (status !== undefined) select = select.where('projects.status', '=', status);
  const rows = await select.groupBy(monthOfColumn(column)).execute();
  return new Map(rows.map((row) => [row.month, toCount(row.count)]));
}

export async function dashboardStatusTimeline(portal: PortalContext, staff: SignedInStaff, query: DashboardQuery): Promise<DashboardStatusTimeline> {
  const db = portal.db;
  const months = timelineMonths(query, thisMonth());
  const [submitted, accepted, rejected, started, finished] = await Promise.all([
    proposalsPerMonth(db, staff.donorId, query, months, 'proposals.submitted_at'),
    projectsPerMonth(db, staff.donorId, query, months, 'projects.created_at'),
    proposalsPerMonth(db, staff.donorId, query, months, 'proposals.updated_at', proposalStatusToWire('rejected')),
    projectsPerMonth(db, staff.donorId, query, months, 'proposals.start_date'),
    projectsPerMonth(db, staff.donorId, query, months, 'proposals.end_date', proposalStatusToWire('finished')),
  ]);
  return {
    months,
    points: months.map((month) => ({
      month,
      proposals_submitted: submitted.get(month) ?? 0,
      proposals_accepted: accepted.get(month) ?? 0,
      proposals_rejected: rejected.get(month) ?? 0,
      projects_started: started.get(month) ?? 0,
      projects_finished: finished.get(month) ?? 0,
    })),
  };
}

type CurrencyMonth = { currency_id: number; month: string; amount: number | string | null };

function byCurrencyAndMonth(rows: readonly CurrencyMonth[]): Map<number, Map<string, number>> {
  const sums = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const months = sums.get(row.currency_id) ?? new Map<string, number>();
    months.set(row.month, money(row.amount));
    sums.set(row.currency_id, months);
  }
  return sums;
}

export async function dashboardSpendingTimeline(
  portal: PortalContext,
  staff: SignedInStaff,
  query: DashboardQuery,
): Promise<DashboardSpendingTimeline> {
  const db = portal.db;
  const months = timelineMonths(query, thisMonth());
  const bounds = monthsBounds(months);
  const [figures, used] = await Promise.all([
    db
      .selectFrom('dashboard_monthly_figures')
      .select((eb) => [
        'dashboard_monthly_figures.currency_id',
        'dashboard_monthly_figures.month',
        eb.fn.sum<number | string>('dashboard_monthly_figures.disbursed').as('disbursed'),
        eb.fn.sum<number | string>('dashboard_monthly_figures.spent').as('spent'),
      ])
      .where('dashboard_monthly_figures.donor_id', '=', staff.donorId)
      .where(figuresInScope(query))
      .where(withinPeriod('dashboard_monthly_figures.month', bounds))
      .groupBy(['dashboard_monthly_figures.currency_id', 'dashboard_monthly_figures.month'])
      .execute(),
    // Every currency the funder's projects in scope use, so a quiet currency still shows (as zeros).
    db
      .selectFrom('projects')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .select('proposals.currency_id')
      .distinct()
      .where('projects.donor_id', '=', staff.donorId)
      .where(proposalInScope(query))
      .execute(),
  ]);
  const disbursedRows = figures.map((row) => ({ currency_id: row.currency_id, month: row.month, amount: row.disbursed }));
  const spentRows = figures.map((row) => ({ currency_id: row.currency_id, month: row.month, amount: row.spent }));
  const disbursed = byCurrencyAndMonth(disbursedRows);
  const spent = byCurrencyAndMonth(spentRows);
  const currencies = await currenciesById(db, [...used.map((row) => row.currency_id), ...disbursed.keys(), ...spent.keys()]);
  return {
    months,
    currencies: [...currencies.values()]
      .map((currency) => {
        const points = months.map((month) => ({
          month,
          disbursed: disbursed.get(currency.currency_id)?.get(month) ?? 0,
          spent: spent.get(currency.currency_id)?.get(month) ?? 0,
        }));
        return {
          ...currency,
          disbursed_total: money(points.reduce((sum, point) => sum + point.disbursed, 0)),
          spent_total: money(points.reduce((sum, point) => sum + point.spent, 0)),
          points,
        };
      })
      .toSorted((a, b) => a.code.localeCompare(b.code)),
  };
}
