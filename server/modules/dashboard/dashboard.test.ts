import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths';
import {
  DASHBOARD_MAX_MONTHS,
  type DashboardBeneficiaries,
  type DashboardSpendingTimeline,
  type DashboardStatusTimeline,
  type DashboardTotals,
} from '#contract/dashboard';
import { FUNDER_PROPOSAL_STATUSES, GrantStatus, proposalStatusToWire, RequestStatus, TransferStatus } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { addMonths, monthsBetween, type ProjectInstallments } from '#contract/project-tracking';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { projectUrl, thisMonth, today, tokenCache } from '../project-tracking/tracking-test-helpers';

/**
 * Every dashboard figure is recomputed here from the raw rows (proposals, projects, installments, spending entries,
 * beneficiaries reached), never from the roll-up the dashboard reads, so the roll-up is checked too.
 */

type Filter = { grantId?: number; countryId?: number; programId?: number; from?: string; to?: string };

/** The funder's proposals (with their project, if any) that the filter keeps, read plainly. */
async function proposalsOf(t: TestApp, donorId: number, filter: Filter = {}) {
  const db = t.database.db;
  const rows = await db
    .selectFrom('proposals')
    .leftJoin('projects', 'projects.proposal_id', 'proposals.id')
    .select([
      'proposals.id',
      'proposals.grant_id',
      'proposals.country_id',
      'proposals.currency_id',
      'proposals.status',
      'proposals.total_budget',
      'proposals.submitted_at',
      'proposals.updated_at',
      'proposals.start_date',
      'proposals.end_date',
      'projects.id as project_id',
      'projects.status as project_status',
      'projects.created_at as accepted_at',
    ])
    .where('proposals.donor_id', '=', donorId)
    .execute();
  const programGrants =
    filter.programId === undefined
      ? null
      : new Set(
          (await db.selectFrom('grant_programs').select('grant_id').where('program_id', '=', filter.programId).execute()).map((row) => row.grant_id),
        );
  return rows.filter(
    (row) =>
      (filter.grantId === undefined || row.grant_id === filter.grantId) &&
      (filter.countryId === undefined || row.country_id === filter.countryId) &&
      (programGrants === null || programGrants.has(row.grant_id)),
  );
}

function inPeriod(value: string | null, filter: Filter): boolean {
  if (value === null) return filter.from === undefined && filter.to === undefined;
  const month = value.slice(0, 7);
  return (filter.from === undefined || month >= filter.from) && (filter.to === undefined || month <= filter.to);
}

/** A published grant past its deadline reads as closed (docs/decisions/051-grant-lifecycle.md). */
function effective(grant: { status: number; deadline: string | null }): number {
  return grant.status === GrantStatus.Published && grant.deadline !== null && grant.deadline < today() ? GrantStatus.Closed : grant.status;
}

function usdDisbursed(totals: DashboardTotals): number {
  return totals.money.find((entry) => entry.code === 'USD')?.disbursed ?? 0;
}

const query = (filter: Filter) =>
  new URLSearchParams(
    Object.entries({
      grant_id: filter.grantId,
      country_id: filter.countryId,
      program_id: filter.programId,
      from: filter.from,
      to: filter.to,
    }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

describeOnEachDialect('the home dashboard', (t) => {
  const tokenOf = tokenCache(t);
  let donorId: number;
  let gazaGrant: number;

  const get = async <Body>(path: string, filter: Filter = {}, email = 'viewer@demo.test') => {
    const response = await t().call({ method: 'GET', url: `/api/Dashboard/${path}?${query(filter)}`, token: await tokenOf(email) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body>();
  };

  beforeAll(async () => {
    const db = t().database.db;
    donorId = (await db.selectFrom('donors').select('id').where('shortcut', '=', 'ANDF').executeTakeFirstOrThrow()).id;
    gazaGrant = (await db.selectFrom('grants').select('id').where('title', 'like', '%Food Security in Gaza%').executeTakeFirstOrThrow()).id;
  });

  /** committed, disbursed and spent per currency id, from the raw rows. */
  async function expectedMoney(filter: Filter) {
    const db = t().database.db;
    const proposals = await proposalsOf(t(), donorId, filter);
    const projects = proposals.filter((row) => row.project_id !== null);
    const currencyOf = new Map(projects.map((row) => [row.project_id, row.currency_id]));
    const ids = projects.map((row) => row.project_id ?? 0);
    const batches = ids.length ? await db.selectFrom('expenditure_batches').selectAll().where('project_id', 'in', ids).execute() : [];
    const entries = ids.length ? await db.selectFrom('spending_entries').selectAll().where('project_id', 'in', ids).execute() : [];
    const money = new Map<number, { committed: number; disbursed: number; spent: number; projects: number }>();
    const of = (currency: number) =>
      money.get(currency) ??
      money.set(currency, { committed: 0, disbursed: 0, spent: 0, projects: 0 }).get(currency) ?? {
        committed: 0,
        disbursed: 0,
        spent: 0,
        projects: 0,
      };
    for (const row of projects.filter((project) => inPeriod(project.accepted_at, filter))) {
      of(row.currency_id).committed += Number(row.total_budget);
      of(row.currency_id).projects += 1;
    }
    for (const batch of batches.filter((row) => row.transfer_status === TransferStatus.Transferred && inPeriod(row.transferred_at, filter))) {
      of(currencyOf.get(batch.project_id) ?? 0).disbursed += Number(batch.amount);
    }
    for (const entry of entries.filter((row) => inPeriod(row.month, filter))) of(currencyOf.get(entry.project_id) ?? 0).spent += Number(entry.amount);
    return money;
  }

  async function expectTotals(filter: Filter) {
    const totals = await get<DashboardTotals>('GetTotals', filter);
    const db = t().database.db;
    const proposals = await proposalsOf(t(), donorId, filter);
    const submitted = proposals.filter((row) => inPeriod(row.submitted_at, filter));
    // A draft is the organisation's own until submitted (docs/decisions/199-drafts-are-the-organisations-own.md).
    expect(totals.proposals.by_status.map((entry) => entry.status)).toEqual(FUNDER_PROPOSAL_STATUSES);
    for (const status of FUNDER_PROPOSAL_STATUSES) {
      expect(totals.proposals.by_status.find((entry) => entry.status === status)?.count, status).toBe(
        submitted.filter((row) => row.status === proposalStatusToWire(status)).length,
      );
    }
    expect(totals.proposals.total).toBe(submitted.filter((row) => row.status !== proposalStatusToWire('draft')).length);
    const projects = proposals.filter((row) => row.project_id !== null && inPeriod(row.accepted_at, filter));
    expect(totals.projects.total).toBe(projects.length);
    for (const { status, count } of totals.projects.by_status)
      expect(count, status).toBe(projects.filter((row) => row.project_status === status).length);

    const grants = await db.selectFrom('grants').select(['id', 'status', 'deadline', 'created_at']).where('donor_id', '=', donorId).execute();
    const targeting = async (table: 'grant_programs' | 'grant_countries', column: 'program_id' | 'country_id', id: number | undefined) =>
      id === undefined ? null : new Set((await db.selectFrom(table).select('grant_id').where(column, '=', id).execute()).map((row) => row.grant_id));
    const [byProgram, byCountry] = await Promise.all([
      targeting('grant_programs', 'program_id', filter.programId),
      targeting('grant_countries', 'country_id', filter.countryId),
    ]);
    const scoped = grants.filter(
      (grant) =>
        (filter.grantId === undefined || grant.id === filter.grantId) &&
        (byProgram === null || byProgram.has(grant.id)) &&
        (byCountry === null || byCountry.has(grant.id)) &&
        inPeriod(grant.created_at, filter),
    );
    expect(totals.grants.by_status).toEqual(
      Object.values(GrantStatus).map((status) => ({ status, count: scoped.filter((grant) => effective(grant) === status).length })),
    );
    expect(totals.grants.total).toBe(scoped.length);

    const money = await expectedMoney(filter);
    expect(totals.money.map((entry) => entry.currency_id).toSorted()).toEqual(
      [...money.keys()]
        .filter((id) => {
          const figures = money.get(id);
          return figures !== undefined && (figures.committed > 0 || figures.disbursed > 0 || figures.spent > 0);
        })
        .toSorted(),
    );
    for (const entry of totals.money) {
      const expected = money.get(entry.currency_id);
      expect(entry.committed, entry.code).toBeCloseTo(expected?.committed ?? 0, 2);
      expect(entry.disbursed, entry.code).toBeCloseTo(expected?.disbursed ?? 0, 2);
      expect(entry.spent, entry.code).toBeCloseTo(expected?.spent ?? 0, 2);
      expect(entry.projects, entry.code).toBe(expected?.projects ?? 0);
    }
    return totals;
  }

  it('counts grants, proposals and projects by status, and money per currency, never adding currencies up', async () => {
    const totals = await expectTotals({});
    expect(totals.period).toEqual({ from: null, to: null });
    expect(totals.projects.total).toBe(9);
    expect(totals.money.map((entry) => entry.code).toSorted()).toEqual(['EUR', 'JOD', 'USD']);
    const usd = totals.money.find((entry) => entry.code === 'USD');
    expect(usd && usd.spent > 0 && usd.disbursed >= usd.spent && usd.committed >= usd.disbursed).toBe(true);
  });

  it('narrows the totals to a grant, a country, an initiative or a period', async () => {
    const db = t().database.db;
    const gaza = await expectTotals({ grantId: gazaGrant });
    expect(gaza.projects.total).toBe(5);
    expect(gaza.grants.total).toBe(1);
    const palestine = await db.selectFrom('countries').select('id').where('code', '=', 'PS').executeTakeFirstOrThrow();
    await expectTotals({ countryId: palestine.id });
    const program = await db.selectFrom('grant_programs').select('program_id').where('grant_id', '=', gazaGrant).executeTakeFirstOrThrow();
    await expectTotals({ programId: program.program_id });
    const lastYear = await expectTotals({ from: addMonths(thisMonth(), -11), to: thisMonth() });
    expect(lastYear.period).toEqual({ from: addMonths(thisMonth(), -11), to: thisMonth() });
    await expectTotals({ from: addMonths(thisMonth(), -30), to: addMonths(thisMonth(), -12), grantId: gazaGrant });
  });

  it('shows proposals and projects month by month, the last twelve months by default', async () => {
    const timeline = await get<DashboardStatusTimeline>('GetStatusTimeline');
    expect(timeline.months).toEqual(monthsBetween(addMonths(thisMonth(), -11), thisMonth()));
    const filter = { from: addMonths(thisMonth(), -35), to: thisMonth() };
    const long = await get<DashboardStatusTimeline>('GetStatusTimeline', filter);
    expect(long.months).toHaveLength(36);
    const proposals = await proposalsOf(t(), donorId);
    const count = (rows: typeof proposals, month: string, value: (row: (typeof proposals)[number]) => string | null) =>
      rows.filter((row) => value(row)?.slice(0, 7) === month).length;
    const projects = proposals.filter((row) => row.project_id !== null);
    for (const point of long.points) {
      expect(point.proposals_submitted, point.month).toBe(count(proposals, point.month, (row) => row.submitted_at));
      expect(point.proposals_accepted, point.month).toBe(count(projects, point.month, (row) => row.accepted_at));
      expect(point.proposals_rejected, point.month).toBe(
        count(
          proposals.filter((row) => row.status === 'rejected'),
          point.month,
          (row) => row.updated_at,
        ),
      );
      expect(point.projects_started, point.month).toBe(count(projects, point.month, (row) => row.start_date));
      expect(point.projects_finished, point.month).toBe(
        count(
          projects.filter((row) => row.project_status === 'finished'),
          point.month,
          (row) => row.end_date,
        ),
      );
    }
    const total = (key: 'proposals_submitted' | 'projects_started' | 'projects_finished') => long.points.reduce((sum, point) => sum + point[key], 0);
    expect(total('proposals_submitted')).toBeGreaterThan(5);
    expect(total('projects_started')).toBeGreaterThan(3);
    expect(total('projects_finished')).toBe(2);
  });

  it('shows money disbursed and spent per currency and month', async () => {
    const filter = { from: addMonths(thisMonth(), -29), to: thisMonth() };
    const timeline = await get<DashboardSpendingTimeline>('GetSpendingTimeline', filter);
    expect(timeline.months).toHaveLength(30);
    const db = t().database.db;
    const projects = (await proposalsOf(t(), donorId)).filter((row) => row.project_id !== null);
    const currencyOf = new Map(projects.map((row) => [row.project_id, row.currency_id]));
    const batches = await db
      .selectFrom('expenditure_batches')
      .selectAll()
      .where('donor_id', '=', donorId)
      .where('transfer_status', '=', TransferStatus.Transferred)
      .execute();
    const entries = await db
      .selectFrom('spending_entries')
      .selectAll()
      .where(
        'project_id',
        'in',
        projects.map((row) => row.project_id ?? 0),
      )
      .execute();
    expect(timeline.currencies.map((currency) => currency.code)).toEqual(['EUR', 'JOD', 'USD']);
    for (const currency of timeline.currencies) {
      for (const point of currency.points) {
        const disbursed = batches.filter(
          (batch) => currencyOf.get(batch.project_id) === currency.currency_id && batch.transferred_at?.slice(0, 7) === point.month,
        );
        const spent = entries.filter((entry) => currencyOf.get(entry.project_id) === currency.currency_id && entry.month === point.month);
        expect(point.disbursed, `${currency.code} ${point.month}`).toBeCloseTo(
          disbursed.reduce((sum, batch) => sum + Number(batch.amount), 0),
          2,
        );
        expect(point.spent, `${currency.code} ${point.month}`).toBeCloseTo(
          spent.reduce((sum, entry) => sum + Number(entry.amount), 0),
          2,
        );
      }
      expect(currency.spent_total).toBeCloseTo(
        currency.points.reduce((sum, point) => sum + point.spent, 0),
        2,
      );
    }
    const usd = timeline.currencies.find((currency) => currency.code === 'USD');
    expect(usd?.points.filter((point) => point.spent > 0).length).toBeGreaterThan(12);
  });

  it('shows the people reached by sex, type, country and month', async () => {
    const db = t().database.db;
    const check = async (filter: Filter) => {
      const insight = await get<DashboardBeneficiaries>('GetBeneficiariesInsight', filter);
      const projects = (await proposalsOf(t(), donorId, filter)).filter((row) => row.project_id !== null);
      const countryOf = new Map(projects.map((row) => [row.project_id, row.country_id]));
      const rows = (
        await db
          .selectFrom('beneficiaries_reached')
          .selectAll()
          .where(
            'project_id',
            'in',
            projects.map((row) => row.project_id ?? 0),
          )
          .execute()
      ).filter((row) => insight.months.includes(row.month));
      const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((total, row) => total + row.count, 0);
      expect(insight.total).toBe(sum(() => true));
      for (const { sex, count } of insight.by_sex) expect(count, sex).toBe(sum((row) => row.sex === sex));
      for (const { type, count } of insight.by_type) expect(count, type).toBe(sum((row) => row.type === type));
      for (const { country_id: country, count } of insight.by_country) expect(count).toBe(sum((row) => countryOf.get(row.project_id) === country));
      for (const { month, female, male, total } of insight.by_month) {
        expect([female, male, total], month).toEqual([
          sum((row) => row.month === month && row.sex === 'female'),
          sum((row) => row.month === month && row.sex === 'male'),
          sum((row) => row.month === month),
        ]);
      }
      return insight;
    };
    const year = await check({});
    expect(year.total).toBeGreaterThan(0);
    const longer = await check({ from: addMonths(thisMonth(), -35), to: thisMonth() });
    expect(longer.by_country.length).toBeGreaterThan(0);
    expect(longer.by_country.map((country) => country.count)).toEqual(longer.by_country.map((country) => country.count).toSorted((a, b) => b - a));
    await check({ from: addMonths(thisMonth(), -35), to: thisMonth(), grantId: gazaGrant });
  });

  it('follows a transfer made through the API at once', async () => {
    const finance = await tokenOf('finance@demo.test');
    const before = await get<DashboardTotals>('GetTotals', { grantId: gazaGrant });
    const projects = await proposalsOf(t(), donorId, { grantId: gazaGrant });
    const ongoing = projects.find((row) => row.project_status === 'ongoing');
    if (!ongoing?.project_id) throw new Error('the Gaza grant has an ongoing project');
    const installments = (
      await t().call({ method: 'GET', url: projectUrl(ongoing.project_id, '/ExpenditureBatch'), token: finance })
    ).json<ProjectInstallments>();
    const approved = installments.batches.find(
      (batch) => batch.request_status === RequestStatus.Approved && batch.transfer_status === TransferStatus.Pending,
    );
    if (!approved) throw new Error('the ongoing project has an approved installment');
    const transfer = await t().call({
      method: 'PUT',
      url: projectUrl(ongoing.project_id, `/ExpenditureBatch/${approved.id}/Status`),
      token: finance,
      payload: { transfer_status: TransferStatus.Transferred },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const after = await get<DashboardTotals>('GetTotals', { grantId: gazaGrant });
    expect(usdDisbursed(after)).toBeCloseTo(usdDisbursed(before) + approved.amount, 2);
    const timeline = await get<DashboardSpendingTimeline>('GetSpendingTimeline', { grantId: gazaGrant });
    expect(timeline.currencies.find((currency) => currency.code === 'USD')?.points.at(-1)?.disbursed).toBeGreaterThanOrEqual(approved.amount);
  });

  it('answers the caller’s funder only', async () => {
    const theirs = await get<DashboardTotals>('GetTotals', {}, 'admin@other.test');
    expect(theirs.projects.total).toBe(7);
    expect(theirs.money.map((entry) => entry.code).toSorted()).toEqual(['AED', 'EUR', 'USD']);
    const ours = await get<DashboardTotals>('GetTotals', { grantId: gazaGrant }, 'admin@other.test');
    expect(ours.projects.total + ours.proposals.total + ours.grants.total + ours.money.length).toBe(0);
    expect((await t().call({ method: 'GET', url: '/api/Dashboard/GetTotals' })).statusCode).toBe(401);
  });

  it('answers the same calls under DonorProject/Dashboard, where spec section 7 files them, with the same validation', async () => {
    const token = await tokenOf('viewer@demo.test');
    const search = query({ grantId: gazaGrant });
    for (const [name, path] of Object.entries(apiPaths.projectDashboard) as [keyof typeof apiPaths.dashboard, string][]) {
      const alias = await t().call({ method: 'GET', url: `/api${path}?${search}`, token });
      const original = await t().call({ method: 'GET', url: `/api${apiPaths.dashboard[name]}?${search}`, token });
      expect(alias.statusCode, path).toBe(200);
      expect(alias.json(), path).toEqual(original.json());
    }
    const bad = await t().call({ method: 'GET', url: '/api/DonorProject/Dashboard/GetTotals?from=2026-05&to=2026-01', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({ to: [formatMessage('notBefore', { field: 'to', other: 'from' })] });
    expect((await t().call({ method: 'GET', url: '/api/DonorProject/Dashboard/GetTotals' })).statusCode).toBe(401);
  });

  it('validates its filters', async () => {
    const token = await tokenOf('viewer@demo.test');
    const call = (search: string) => t().call({ method: 'GET', url: `/api/Dashboard/GetSpendingTimeline?${search}`, token });
    for (const bad of ['from=2025-13', 'to=2025', 'grant_id=abc', 'country_id=-1', 'program_id=0'])
      expect((await call(bad)).statusCode, bad).toBe(400);
    const reversed = await call('from=2026-05&to=2026-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().ModelState).toEqual({ to: [formatMessage('notBefore', { field: 'to', other: 'from' })] });
    const tooLong = await call(`from=2020-01&to=${addMonths('2020-01', DASHBOARD_MAX_MONTHS)}`);
    expect(tooLong.statusCode).toBe(400);
    const longest = await call(`from=2020-01&to=${addMonths('2020-01', DASHBOARD_MAX_MONTHS - 1)}`);
    expect(longest.json<DashboardSpendingTimeline>().months).toHaveLength(DASHBOARD_MAX_MONTHS);
    const onlyFrom = await call(`from=${addMonths(thisMonth(), -2)}`);
    expect(onlyFrom.json<DashboardSpendingTimeline>().months).toEqual(monthsBetween(addMonths(thisMonth(), -2), thisMonth()));
  });
});
