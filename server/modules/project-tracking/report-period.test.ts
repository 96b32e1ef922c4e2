import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { TransferStatus } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import type { IndicatorDetails, IndicatorTracking, ProgressReport, ProjectReport, SpendingTracking, WorkplanDetails } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { lastDayOf } from './report-period';
import { projectsOf, projectUrl, tokenCache } from './tracking-test-helpers';

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 1000) / 1000;

describeOnEachDialect('project tracking: the report for a period (the report to the board)', (t) => {
  const tokenOf = tokenCache(t);
  let project: Project;
  let months: string[];

  const get = async <Body>(path: string) => {
    const response = await t().call({ method: 'GET', url: projectUrl(project.id, path), token: await tokenOf('viewer@demo.test') });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json<Body>();
  };

  beforeAll(async () => {
    const found = (await projectsOf(t(), await tokenOf('viewer@demo.test'))).find((candidate) => candidate.status === 'unfinished');
    if (!found) throw new Error('the demo has an unfinished project');
    project = found;
    months = (await get<IndicatorTracking>('/indicatorTracking')).months;
    if (months.length < 9) throw new Error('the unfinished demo project runs at least nine months');
  });

  it('has no period without from and to', async () => {
    expect((await get<ProjectReport>('/Report')).period).toBeNull();
  });

  it('adds up the money of the period from the same months as spending tracking', async () => {
    const [from = '', , to = ''] = months.slice(3, 6);
    const { period } = await get<ProjectReport>(`/Report?from=${from}&to=${to}`);
    const spending = await get<SpendingTracking>('/SpendingTracking');
    if (!period) throw new Error('a period');
    expect([period.from, period.to, period.start_date, period.end_date]).toEqual([from, to, `${from}-01`, lastDayOf(to)]);
    const inPeriod = spending.months.filter((entry) => entry.month >= from && entry.month <= to);
    expect(period.spending.months).toEqual(inPeriod);
    expect(period.spending.spent).toBeCloseTo(sum(inPeriod.map((entry) => entry.spent)), 3);
    expect(period.spending.spent_to_date).toBe(inPeriod.at(-1)?.cumulative);
    expect(period.spending.spent_before + period.spending.spent).toBeCloseTo(period.spending.spent_to_date, 3);
    expect(sum(period.spending.by_category.map((category) => category.spent))).toBeCloseTo(period.spending.spent, 2);
    expect(sum(period.spending.by_category.map((category) => category.planned))).toBeCloseTo(spending.totals.planned, 2);
    const transfers = spending.installments.filter(
      (batch) => batch.transfer_status === TransferStatus.Transferred && (batch.transferred_at ?? '').slice(0, 7) >= from && (batch.transferred_at ?? '').slice(0, 7) <= to,
    );
    expect(period.transfers.map((batch) => batch.id)).toEqual(transfers.map((batch) => batch.batch_id));
    expect(period.spending.transferred).toBeCloseTo(sum(transfers.map((batch) => batch.amount)), 3);
  });

  it('reports each indicator’s plan and figures in the period, and its figures to date as the month details count them', async () => {
    const [from = '', , to = ''] = months.slice(3, 6);
    const { period } = await get<ProjectReport>(`/Report?from=${from}&to=${to}`);
    const tracking = await get<IndicatorTracking>('/indicatorTracking');
    const details = await get<IndicatorDetails>(`/indicatorTracking/details?month=${to}`);
    if (!period) throw new Error('a period');
    expect(period.indicators.map((indicator) => indicator.id)).toEqual(tracking.indicators.map((indicator) => indicator.id));
    for (const indicator of period.indicators) {
      const series = tracking.indicators.find((candidate) => candidate.id === indicator.id)?.series.filter((entry) => entry.month >= from && entry.month <= to) ?? [];
      const reported = series.flatMap((entry) => (entry.actual === null ? [] : [entry.actual]));
      if (indicator.aggregation === 'sum') {
        expect(indicator.period_target, indicator.code).toBeCloseTo(sum(series.map((entry) => entry.target)), 3);
        if (reported.length) expect(indicator.period_actual, indicator.code).toBeCloseTo(sum(reported), 3);
      } else {
        expect(indicator.period_target, indicator.code).toBe(series.at(-1)?.target);
        expect(indicator.period_actual, indicator.code).toBe(reported.at(-1) ?? null);
      }
      const month = details.indicators.find((candidate) => candidate.id === indicator.id);
      expect([indicator.target_to_date, indicator.actual_to_date, indicator.status]).toEqual([month?.target_to_date, month?.actual_to_date, month?.status]);
    }
  });

  it('lists the activities of a one-month period as the month details do, and the reports covering it', async () => {
    const month = months[6] ?? '';
    const { period } = await get<ProjectReport>(`/Report?from=${month}&to=${month}`);
    const details = await get<WorkplanDetails>(`/WorkPlanTracking/details?month=${month}`);
    if (!period) throw new Error('a period');
    expect(period.activities.map((activity) => [activity.id, activity.planned_in_period, activity.active_in_period])).toEqual(
      details.activities.map((activity) => [activity.id, activity.planned_in_month, activity.active_in_month]),
    );
    for (const activity of period.activities) {
      expect(activity.completed_in_period, activity.code).toBe(activity.actual_end !== null && activity.actual_end.slice(0, 7) === month);
    }
    const reports = await get<ProgressReport[]>('/ProgressReport');
    const covering = reports.filter((report) => report.period_start <= lastDayOf(month) && report.period_end >= `${month}-01`);
    expect(period.progress_reports.map((report) => report.id).toSorted()).toEqual(covering.map((report) => report.id).toSorted());
  });

  it('refuses half a period, a period ending before it starts, and months outside the project', async () => {
    const token = await tokenOf('viewer@demo.test');
    const call = (query: string) => t().call({ method: 'GET', url: projectUrl(project.id, `/Report?${query}`), token });
    const [first = '', second = ''] = months;
    const halves = await call(`from=${first}`);
    expect(halves.statusCode).toBe(400);
    expect(halves.json().ModelState).toEqual({ to: [formatMessage('required', { field: 'to' })] });
    expect((await call(`to=${first}`)).json().ModelState).toEqual({ from: [formatMessage('required', { field: 'from' })] });
    expect((await call(`from=${second}&to=${first}`)).json().ModelState).toEqual({ to: [formatMessage('notBefore', { field: 'to', other: 'from' })] });
    const before = await call(`from=2000-01&to=${first}`);
    expect(before.statusCode).toBe(400);
    expect(before.json().ModelState).toEqual({ month: [formatMessage('min', { field: 'month', min: first })] });
    expect((await call('from=2026-13&to=2026-14')).statusCode).toBe(400);
  });

  it('exports the period in three more sheets, named after its months', async () => {
    const [from = '', , to = ''] = months.slice(3, 6);
    const response = await t().call({
      method: 'GET',
      url: projectUrl(project.id, `/Report/export?from=${from}&to=${to}`),
      token: await tokenOf('viewer@demo.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="project-${project.code}-${from}_${to}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Period',
      'Period indicators',
      'Period activities',
      'Budget',
      'Installments',
      'Indicators',
      'Workplan',
      'Risks',
      'Reports',
    ]);
    const { period } = await get<ProjectReport>(`/Report?from=${from}&to=${to}`);
    const sheet = workbook.getWorksheet('Period');
    if (!sheet) throw new Error('no Period sheet');
    const value = (row: number) => {
      const values = sheet.getRow(row).values;
      return Array.isArray(values) ? values.slice(1) : [];
    };
    expect(value(1)).toEqual(['Period from', from]);
    expect(value(4)).toEqual(['Spent in the period', period?.spending.spent]);
    expect(workbook.getWorksheet('Period indicators')?.rowCount).toBe((period?.indicators.length ?? 0) + 1);
    expect(workbook.getWorksheet('Period activities')?.rowCount).toBe((period?.activities.length ?? 0) + 1);
  });
});
