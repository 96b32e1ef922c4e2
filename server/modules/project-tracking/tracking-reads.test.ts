import { beforeAll, expect, it } from 'vitest';
import { RiskLevel, TransferStatus } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import {
  monthOf,
  monthsBetween,
  type BudgetLineDetails,
  type IndicatorDetails,
  type IndicatorTracking,
  type ProjectOverview,
  type ProjectRisks,
  type SpendingTracking,
  type WorkplanDetails,
  type WorkplanTracking,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { projectsOf, projectUrl, thisMonth, today, tokenCache } from './tracking-test-helpers';

/**
 * The follow-up pages' reads, checked against the demo data in the database (server/db/seed/project-tracking-data.ts)
 * rather than against fixed numbers: every figure the API answers is recomputed here from the rows.
 */
function pick(project: Project | undefined, what: string): Project {
  if (!project) throw new Error(`the demo has ${what}`);
  return project;
}

describeOnEachDialect('project tracking: reads', (t) => {
  const tokenOf = tokenCache(t);
  let projects: Project[];
  /** A project with at least a year of history, still running: the Gaza ongoing project. */
  let running: Project;
  let finished: Project;
  let notStarted: Project;

  const get = async <Body>(url: string, email = 'viewer@demo.test') => {
    const response = await t().call({ method: 'GET', url, token: await tokenOf(email) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<Body>();
  };

  beforeAll(async () => {
    projects = await projectsOf(t(), await tokenOf('viewer@demo.test'));
    const longest = projects.filter((project) => project.status === 'ongoing' && project.start_date < `${thisMonth()}-01`);
    running = pick(longest.toSorted((a, b) => a.start_date.localeCompare(b.start_date))[0], 'a long-running project');
    finished = pick(
      projects.find((project) => project.status === 'finished'),
      'a finished project',
    );
    notStarted = pick(
      // Not started and not starting this month: its first month is still to come, so it has no month to show.
      projects.find((project) => monthOf(project.start_date) > thisMonth()),
      'a project that has not started',
    );
  });

  it('tracks each indicator month by month over the project’s months up to this month, its totals recomputed from the rows', async () => {
    const tracking = await get<IndicatorTracking>(projectUrl(running.id, '/indicatorTracking'));
    expect(tracking.months).toEqual(monthsBetween(monthOf(running.start_date), thisMonth()));
    expect(tracking.months.length).toBeGreaterThanOrEqual(12);
    expect(tracking.indicators.length).toBeGreaterThan(3);
    const db = t().database.db;
    for (const indicator of tracking.indicators) {
      const rows = await db.selectFrom('indicator_tracking').selectAll().where('indicator_id', '=', indicator.id).orderBy('month').execute();
      expect(indicator.series.map((entry) => entry.month)).toEqual(rows.map((row) => row.month).filter((month) => month <= thisMonth()));
      const reported = rows.filter((row) => row.actual !== null && row.month <= thisMonth());
      // The organisation reports a month once it is over.
      expect(reported.every((row) => row.month < thisMonth())).toBe(true);
      if (indicator.aggregation === 'sum') {
        expect(indicator.actual_to_date).toBeCloseTo(
          reported.reduce((sum, row) => sum + Number(row.actual), 0),
          6,
        );
        expect(indicator.target_to_date).toBeCloseTo(
          rows.filter((row) => row.month <= thisMonth()).reduce((sum, row) => sum + Number(row.target), 0),
          6,
        );
        if (indicator.target > 0) expect(indicator.achievement_percent).toBeCloseTo((Number(indicator.actual_to_date) / indicator.target) * 100, 0);
      } else {
        expect(indicator.actual_to_date).toBe(Number(reported.at(-1)?.actual));
        expect(indicator.last_month).toBe(reported.at(-1)?.month);
      }
    }
  });

  it('shows indicators behind, on track and ahead of plan across the demo projects', async () => {
    const statuses = new Set<string>();
    for (const project of projects) {
      const tracking = await get<IndicatorTracking>(projectUrl(project.id, '/indicatorTracking'));
      for (const indicator of tracking.indicators) statuses.add(indicator.status);
    }
    expect([...statuses].toSorted()).toEqual(['ahead', 'behind', 'not_started', 'on_track']);
  });

  it('answers one month of the indicators, counted up to that month, and refuses months outside the period', async () => {
    const month = monthsBetween(monthOf(running.start_date), thisMonth())[3] ?? '';
    const details = await get<IndicatorDetails>(projectUrl(running.id, `/indicatorTracking/details?month=${month}`));
    expect(details.month).toBe(month);
    const db = t().database.db;
    for (const indicator of details.indicators) {
      const rows = await db
        .selectFrom('indicator_tracking')
        .selectAll()
        .where('indicator_id', '=', indicator.id)
        .where('month', '<=', month)
        .orderBy('month')
        .execute();
      const row = rows.find((candidate) => candidate.month === month);
      expect(indicator.month_target).toBe(row ? Number(row.target) : null);
      expect(indicator.month_actual).toBe(row?.actual === undefined || row.actual === null ? null : Number(row.actual));
      if (indicator.aggregation === 'sum')
        expect(indicator.actual_to_date).toBeCloseTo(
          rows.reduce((sum, entry) => sum + Number(entry.actual ?? 0), 0),
          6,
        );
    }

    const url = (value: string) => projectUrl(running.id, `/indicatorTracking/details?month=${value}`);
    const token = await tokenOf('viewer@demo.test');
    for (const bad of ['2025-13', '2025-1', 'May 2025', '']) {
      const response = await t().call({ method: 'GET', url: url(bad), token });
      expect(response.statusCode, bad).toBe(400);
    }
    const before = await t().call({ method: 'GET', url: url('2000-01'), token });
    expect(before.statusCode).toBe(400);
    expect(before.json().ModelState).toEqual({ month: [formatMessage('min', { field: 'month', min: monthOf(running.start_date) })] });
    const after = await t().call({ method: 'GET', url: url('2099-12'), token, headers: { 'accept-language': 'ar' } });
    expect(after.json().ModelState).toEqual({ month: [formatMessage('max', { field: 'month', max: monthOf(running.end_date) }, 'ar')] });
    // A later month of the period is planned but not reported yet.
    const planned = await get<IndicatorDetails>(url(monthOf(running.end_date)));
    expect(planned.indicators.every((indicator) => indicator.month_actual === null && indicator.month_target !== null)).toBe(true);
  });

  it('has no history yet for a project that has not started, but its plan', async () => {
    const tracking = await get<IndicatorTracking>(projectUrl(notStarted.id, '/indicatorTracking'));
    expect(tracking.months).toEqual([]);
    expect(tracking.indicators.length).toBeGreaterThan(0);
    expect(tracking.indicators.every((indicator) => indicator.status === 'not_started' && indicator.series.length === 0)).toBe(true);
    const workplan = await get<WorkplanTracking>(projectUrl(notStarted.id, '/WorkPlanTracking'));
    expect(workplan.activities.every((activity) => activity.status === 'not_started' && activity.progress === 0 && !activity.delayed)).toBe(true);
    const spending = await get<SpendingTracking>(projectUrl(notStarted.id, '/SpendingTracking'));
    expect(spending.totals.spent).toBe(0);
    expect(spending.totals.planned).toBeCloseTo(notStarted.total_budget, 2);
  });

  it('tracks the work plan: planned against actual, slips and delays measured on the day', async () => {
    const workplan = await get<WorkplanTracking>(projectUrl(running.id, '/WorkPlanTracking'));
    expect(workplan.as_of).toBe(today());
    expect(workplan.summary.total).toBe(workplan.activities.length);
    expect(workplan.summary.by_status.reduce((sum, entry) => sum + entry.count, 0)).toBe(workplan.activities.length);
    expect(workplan.summary.delayed).toBe(workplan.activities.filter((activity) => activity.delayed).length);
    for (const activity of workplan.activities) {
      if (activity.actual_start !== null) {
        const slip = (Date.parse(activity.actual_start) - Date.parse(activity.planned_start)) / 86_400_000;
        expect(activity.start_slip_days).toBe(slip);
      }
      if (activity.status === 'completed') expect(activity.progress).toBe(100);
      if (activity.planned_start > today()) expect(activity.expected_progress).toBe(0);
    }
    expect(workplan.activities.some((activity) => activity.status === 'completed')).toBe(true);
    expect(workplan.activities.some((activity) => activity.status === 'in_progress')).toBe(true);

    const finishedPlan = await get<WorkplanTracking>(projectUrl(finished.id, '/WorkPlanTracking'));
    expect(finishedPlan.as_of).toBe(finished.end_date);
    expect(finishedPlan.activities.every((activity) => activity.status === 'completed' && activity.actual_end !== null)).toBe(true);
  });

  it('lists the activities planned in, or carried out during, a month', async () => {
    const all = await get<WorkplanTracking>(projectUrl(running.id, '/WorkPlanTracking'));
    const month = all.months[1] ?? '';
    const details = await get<WorkplanDetails>(projectUrl(running.id, `/WorkPlanTracking/details?month=${month}`));
    const overlaps = (from: string | null, to: string | null) => from !== null && to !== null && from <= `${month}-31` && to >= `${month}-01`;
    const expected = all.activities.filter(
      (activity) =>
        overlaps(activity.planned_start, activity.planned_end) ||
        overlaps(activity.actual_start, activity.actual_end ?? (activity.actual_start ? today() : null)),
    );
    expect(details.activities.map((activity) => activity.id)).toEqual(expected.map((activity) => activity.id));
    expect(details.activities.every((activity) => activity.planned_in_month || activity.active_in_month)).toBe(true);
    expect(
      (
        await t().call({
          method: 'GET',
          url: projectUrl(running.id, '/WorkPlanTracking/details?month=1999-01'),
          token: await tokenOf('viewer@demo.test'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('tracks spending by line, month and installment, drawn only from transferred installments', async () => {
    const db = t().database.db;
    for (const project of projects) {
      const spending = await get<SpendingTracking>(projectUrl(project.id, '/SpendingTracking'));
      const entries = await db.selectFrom('spending_entries').selectAll().where('project_id', '=', project.id).execute();
      const batches = await db.selectFrom('expenditure_batches').selectAll().where('project_id', '=', project.id).execute();
      const total = entries.reduce((sum, entry) => sum + Number(entry.amount), 0);
      expect(spending.totals.spent, project.code).toBeCloseTo(total, 2);
      expect(spending.totals.transferred).toBeCloseTo(
        batches.filter((batch) => batch.transfer_status === TransferStatus.Transferred).reduce((sum, batch) => sum + Number(batch.amount), 0),
        2,
      );
      expect(spending.totals.spent).toBeLessThanOrEqual(spending.totals.transferred + 0.01);
      expect(spending.currency.symbol).toBe(project.cur_symbol);
      for (const line of spending.lines) {
        expect(line.spent).toBeCloseTo(
          entries.filter((entry) => entry.line_id === line.id).reduce((sum, entry) => sum + Number(entry.amount), 0),
          2,
        );
        expect(line.remaining).toBeCloseTo(line.planned - line.spent, 2);
      }
      for (const installment of spending.installments) {
        expect(installment.spent).toBeLessThanOrEqual(installment.amount + 0.01);
        if (installment.transfer_status !== TransferStatus.Transferred) expect(installment.spent).toBe(0);
      }
      expect(spending.months.at(-1)?.cumulative ?? 0).toBeCloseTo(total, 2);
    }
    const runningSpending = await get<SpendingTracking>(projectUrl(running.id, '/SpendingTracking'));
    expect(runningSpending.totals.spent).toBeGreaterThan(0);
    expect(runningSpending.months.filter((month) => month.spent > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('shows one budget line month by month, with the installment each payment came from', async () => {
    const spending = await get<SpendingTracking>(projectUrl(running.id, '/SpendingTracking'));
    const line = spending.lines.find((candidate) => candidate.spent > 0);
    if (!line) throw new Error('the running project has spending');
    const details = await get<BudgetLineDetails>(projectUrl(running.id, `/SpendingTracking/${line.id}`));
    expect(details.line).toEqual(line);
    expect(details.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBeCloseTo(line.spent, 2);
    const titles = new Map(spending.installments.map((installment) => [installment.batch_id, installment.title]));
    expect(details.entries.every((entry) => entry.batch_id !== null && entry.batch_title === titles.get(entry.batch_id))).toBe(true);
    const months = details.entries.map((entry) => entry.month);
    expect(months).toEqual(months.toSorted());

    const otherLine = (await get<SpendingTracking>(projectUrl(finished.id, '/SpendingTracking'))).lines[0];
    const foreign = await t().call({
      method: 'GET',
      url: projectUrl(running.id, `/SpendingTracking/${otherLine?.id}`),
      token: await tokenOf('viewer@demo.test'),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Message).toBe(formatMessage('notFound', { field: 'budget_line' }));
  });

  it('filters the risk register by category, level and status, and lays it on the 5×5 matrix', async () => {
    const all = await get<ProjectRisks>(projectUrl(running.id, '/Risks'));
    expect(all.risks.length).toBeGreaterThanOrEqual(5);
    expect(all.risks.length).toBeLessThanOrEqual(8);
    expect(all.matrix).toHaveLength(25);
    const assessed = all.risks.filter((risk) => risk.likelihood > 0 && risk.impact > 0);
    expect(all.matrix.reduce((sum, cell) => sum + cell.count, 0)).toBe(assessed.length);
    expect(all.unassessed).toBe(all.risks.length - assessed.length);
    for (const risk of assessed) {
      expect(all.matrix.find((cell) => cell.likelihood === risk.likelihood && cell.impact === risk.impact)?.count).toBeGreaterThan(0);
    }
    const scores = all.risks.map((risk) => risk.score);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));

    const category = all.risks[0]?.category ?? 'operational';
    const byCategory = await get<ProjectRisks>(projectUrl(running.id, `/Risks?category=${category}`));
    expect(byCategory.risks.map((risk) => risk.id)).toEqual(all.risks.filter((risk) => risk.category === category).map((risk) => risk.id));
    const high = await get<ProjectRisks>(projectUrl(running.id, `/Risks?level=${RiskLevel.High}&status=open`));
    expect(high.risks.every((risk) => risk.level === RiskLevel.High && risk.status === 'open')).toBe(true);
    expect(high.matrix.filter((cell) => cell.count > 0).every((cell) => cell.level === RiskLevel.High)).toBe(true);
    const token = await tokenOf('viewer@demo.test');
    for (const bad of ['level=6', 'level=x', 'category=weather', 'status=pending']) {
      expect((await t().call({ method: 'GET', url: projectUrl(running.id, `/Risks?${bad}`), token })).statusCode, bad).toBe(400);
    }
  });

  it('sums the project up in its overview from the same figures', async () => {
    const overview = await get<ProjectOverview>(projectUrl(running.id, '/Overview'));
    const spending = await get<SpendingTracking>(projectUrl(running.id, '/SpendingTracking'));
    const indicators = await get<IndicatorTracking>(projectUrl(running.id, '/indicatorTracking'));
    expect(overview.budget).toEqual(spending.totals);
    expect(overview.progress).toBe(running.progress);
    expect(overview.version).toBe(running.version);
    expect(overview.months_total).toBe(monthsBetween(monthOf(running.start_date), monthOf(running.end_date)).length);
    expect(overview.months_elapsed).toBe(indicators.months.length);
    expect(overview.key_indicators.length).toBe(Math.min(4, indicators.indicators.length));
    const plans = overview.key_indicators.map((indicator) => indicator.plan_percent ?? Number.POSITIVE_INFINITY);
    expect(plans).toEqual(plans.toSorted((a, b) => a - b));
    expect(overview.indicators.by_status.reduce((sum, entry) => sum + entry.count, 0)).toBe(indicators.indicators.length);
    expect(overview.installments.next?.transfer_status).toBe(TransferStatus.Pending);
    expect(overview.latest_report).not.toBeNull();
    expect(overview.usersInCharge.length + overview.grantUsers.length).toBeGreaterThan(0);
  });

  it('reads for every staff member of the funder, 404 for another funder, 401 without a token', async () => {
    const paths = [
      '/Overview',
      '/Report',
      '/indicatorTracking',
      `/indicatorTracking/details?month=${monthOf(running.start_date)}`,
      '/WorkPlanTracking',
      `/WorkPlanTracking/details?month=${monthOf(running.start_date)}`,
      '/SpendingTracking',
      '/ProgressReport',
      '/ExpenditureBatch',
      '/ExpenditureBatchLog',
      '/Risks',
    ];
    const viewer = await tokenOf('viewer@demo.test');
    const other = await tokenOf('admin@other.test');
    for (const path of paths) {
      expect((await t().call({ method: 'GET', url: projectUrl(running.id, path), token: viewer })).statusCode, path).toBe(200);
      const theirs = await t().call({ method: 'GET', url: projectUrl(running.id, path), token: other });
      expect(theirs.statusCode, path).toBe(404);
      expect(theirs.json().Message).toBe(formatMessage('notFound', { field: 'project' }));
      expect((await t().call({ method: 'GET', url: projectUrl(running.id, path) })).statusCode, path).toBe(401);
    }
  });
});
