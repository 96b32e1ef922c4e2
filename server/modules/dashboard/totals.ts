import type { Kysely } from 'kysely';
import { FUNDER_PROPOSAL_STATUSES, GrantStatus, PROJECT_STATUSES, type ProposalStatus } from '#contract/enums';
import type { DashboardQuery, DashboardTotals } from '#contract/dashboard';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { effectiveStatus, todayIso } from '../grants/grant-rules';
import { funderProposals } from '../proposals/repository';
import { statusFromWire } from '../proposals/service';
import { currenciesById, money } from './currencies';
import { figuresInScope, grantInScope, periodBounds, proposalInScope, withinPeriod, type PeriodBounds } from './dashboard-scope';

/** GET /Dashboard/GetTotals (contract/dashboard.ts says what the period means for each figure). */

type Db = Kysely<Database>;

async function grantCounts(db: Db, donorId: number, query: DashboardQuery, bounds: PeriodBounds): Promise<DashboardTotals['grants']> {
  // Closed is computed from the deadline (docs/decisions/051-grant-lifecycle.md); a funder has tens of grants.
  const rows = await db
    .selectFrom('grants')
    .select(['status', 'deadline'])
    .where('donor_id', '=', donorId)
    .where(grantInScope(query))
    .where(withinPeriod('grants.created_at', bounds))
    .execute();
  const today = todayIso();
  const statuses = rows.map((row) => effectiveStatus(row.status, row.deadline, today));
  return {
    total: rows.length,
    by_status: Object.values(GrantStatus).map((status) => ({ status, count: statuses.filter((value) => value === status).length })),
  };
}

function byStatus<Status extends ProposalStatus>(statuses: readonly Status[], rows: readonly { status: string; count: number | string | bigint }[]) {
  const counts = new Map<ProposalStatus, number>();
  for (const row of rows) counts.set(statusFromWire(row.status), (counts.get(statusFromWire(row.status)) ?? 0) + toCount(row.count));
  const by_status = statuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  return { total: by_status.reduce((sum, entry) => sum + entry.count, 0), by_status };
}

async function proposalCounts(db: Db, donorId: number, query: DashboardQuery, bounds: PeriodBounds): Promise<DashboardTotals['proposals']> {
  const rows = await funderProposals(db, donorId)
    .select((eb) => ['proposals.status', eb.fn.countAll<number | string>().as('count')])
    .where(proposalInScope(query))
    .where(withinPeriod('proposals.submitted_at', bounds))
    .groupBy('proposals.status')
    .execute();
  return byStatus(FUNDER_PROPOSAL_STATUSES, rows);
}

/** Projects by status and currency in one pass: the status counts and the commitments both come from it. */
function projectFigures(db: Db, donorId: number, query: DashboardQuery, bounds: PeriodBounds) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select((eb) => [
      'projects.status',
      'proposals.currency_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('proposals.total_budget').as('amount'),
    ])
    .where('projects.donor_id', '=', donorId)
    .where(proposalInScope(query))
    .where(withinPeriod('projects.created_at', bounds))
    .groupBy(['projects.status', 'proposals.currency_id'])
    .execute();
}

function sumsByCurrency(rows: readonly { currency_id: number; amount: number | string | null }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.currency_id, money((sums.get(row.currency_id) ?? 0) + Number(row.amount ?? 0)));
  return sums;
}

export async function dashboardTotals(portal: PortalContext, staff: SignedInStaff, query: DashboardQuery): Promise<DashboardTotals> {
  const db = portal.db;
  const donorId = staff.donorId;
  const bounds = periodBounds(query);
  const [grants, proposals, projects, figures] = await Promise.all([
    grantCounts(db, donorId, query, bounds),
    proposalCounts(db, donorId, query, bounds),
    projectFigures(db, donorId, query, bounds),
    db
      .selectFrom('dashboard_monthly_figures')
      .select((eb) => [
        'dashboard_monthly_figures.currency_id',
        eb.fn.sum<number | string>('dashboard_monthly_figures.disbursed').as('disbursed'),
        eb.fn.sum<number | string>('dashboard_monthly_figures.spent').as('spent'),
      ])
      .where('dashboard_monthly_figures.donor_id', '=', donorId)
      .where(figuresInScope(query))
      .where(withinPeriod('dashboard_monthly_figures.month', bounds))
      .groupBy('dashboard_monthly_figures.currency_id')
      .execute(),
  ]);
  const committedBy = sumsByCurrency(projects);
  const disbursedBy = sumsByCurrency(figures.map((row) => ({ currency_id: row.currency_id, amount: row.disbursed })));
  const spentBy = sumsByCurrency(figures.map((row) => ({ currency_id: row.currency_id, amount: row.spent })));
  const projectsBy = new Map<number, number>();
  for (const row of projects) projectsBy.set(row.currency_id, (projectsBy.get(row.currency_id) ?? 0) + toCount(row.count));
  const currencies = await currenciesById(db, [...committedBy.keys(), ...disbursedBy.keys(), ...spentBy.keys()]);
  const perCurrency = [...currencies.values()]
    .map((currency) => ({
      ...currency,
      projects: projectsBy.get(currency.currency_id) ?? 0,
      committed: committedBy.get(currency.currency_id) ?? 0,
      disbursed: disbursedBy.get(currency.currency_id) ?? 0,
      spent: spentBy.get(currency.currency_id) ?? 0,
    }))
    .toSorted((a, b) => b.committed - a.committed || a.code.localeCompare(b.code));
  return {
    period: { from: query.from ?? null, to: query.to ?? null },
    grants,
    proposals,
    projects: byStatus(
      PROJECT_STATUSES.filter((status) => status !== 'accepted'),
      projects,
    ),
    money: perCurrency,
  };
}
