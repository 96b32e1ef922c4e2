import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { DEMO_USERS, apiLogin, bearer, expect, loginAs, test } from './support/fixtures';
import { api } from './support/grants';
import {
  indicatorDetails,
  periodReport,
  money,
  ongoingProjectWithHistory,
  quantity,
  workplanDetails,
  type TrackedProject,
} from './support/project-tracking';

/** English names of the risk scale (spec section 3), by value. */
const LIKELIHOOD = ['Not set', 'Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'];
const IMPACT = ['Not set', 'Insignificant', 'Minor', 'Moderate', 'Major', 'Critical'];

/** The table's body rows (the first row holds the headers). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** The horizontal middle of an element on the screen. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('an element on screen');
  return box.x + box.width / 2;
}

/** The activity planned first and the one planned last: time runs from one to the other on the timeline. */
function firstAndLast(tracked: TrackedProject): [number, number] {
  const byStart = tracked.workplan.activities.toSorted((a, b) => a.planned_start.localeCompare(b.planned_start));
  return [byStart[0]?.id ?? 0, byStart.at(-1)?.id ?? 0];
}

async function openPage(page: Page, projectId: number, segment: string, slug: string): Promise<Locator> {
  await page.goto(`/projects/${projectId}/${segment}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/${slug}$`));
  return page.getByRole('main');
}

test.describe('project follow-up pages', () => {
  let tracked: TrackedProject;

  test.beforeAll(async ({ request }) => {
    tracked = await ongoingProjectWithHistory(request, await apiLogin(request, DEMO_USERS.admin));
  });

  test('indicators: the table, the status filter, an indicator month by month and a month in detail', async ({ page, request, adminToken }) => {
    const { project, indicators } = tracked;
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'indicatorsTracking', 'indicator-tracking');
    await expect(main.getByRole('heading', { level: 2, name: 'Indicators tracking' })).toBeVisible();

    const table = main.getByRole('table', { name: 'Indicators', exact: true });
    await expect(bodyRows(table)).toHaveCount(indicators.indicators.length);
    const reported = indicators.indicators.find((indicator) => indicator.actual_to_date !== null);
    if (!reported || reported.actual_to_date === null) throw new Error('an indicator with figures');
    const row = bodyRows(table).filter({ hasText: reported.code });
    await expect(row).toContainText(reported.title);
    await expect(row).toContainText(quantity(reported.target));
    await expect(row).toContainText(quantity(reported.actual_to_date));

    // The status filter keeps the indicators in that status, as the API counts them.
    const sameStatus = indicators.indicators.filter((indicator) => indicator.status === reported.status).length;
    await main.getByRole('combobox', { name: 'Status' }).selectOption(reported.status);
    await expect(bodyRows(table)).toHaveCount(sameStatus);
    await expect(main.getByText(`${sameStatus} of ${indicators.indicators.length} indicators`)).toBeVisible();
    await main.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(bodyRows(table)).toHaveCount(indicators.indicators.length);

    // One indicator month by month.
    await row.getByRole('button', { name: `Monthly figures of ${reported.code}` }).click();
    const series = main.getByRole('table', { name: `Monthly figures of ${reported.code}` });
    const reportedMonths = reported.series.filter((entry) => entry.actual !== null);
    await expect(bodyRows(series)).toHaveCount(reported.series.length);
    const lastReported = reportedMonths.at(-1);
    if (!lastReported || lastReported.actual === null) throw new Error('a reported month');
    await expect(series).toContainText(quantity(lastReported.actual));

    // A month in detail, from the months of the project only.
    const picker = main.getByRole('combobox', { name: 'Month' });
    await expect(picker.locator('option')).toHaveCount(indicators.months.length);
    const month = indicators.months[1] ?? indicators.months[0] ?? '';
    await picker.selectOption(month);
    const details = await indicatorDetails(request, adminToken, project.id, month);
    const inMonth = details.indicators.find((indicator) => indicator.month_actual !== null) ?? details.indicators[0];
    if (!inMonth) throw new Error('an indicator in the month');
    const detailRow = bodyRows(main.getByRole('table', { name: 'Indicators in the chosen month' })).filter({ hasText: inMonth.code });
    await expect(detailRow).toContainText(inMonth.month_actual === null ? 'Not reported' : quantity(inMonth.month_actual));
    if (inMonth.note) await expect(detailRow).toContainText(inMonth.note);
  });

  test('work plan: planned against carried out on the timeline and in the table, a month in detail', async ({ page, request, adminToken }) => {
    const { project, workplan } = tracked;
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'workplanTracking', 'workplan-tracking');
    await expect(main.getByRole('heading', { level: 2, name: 'Workplan tracking' })).toBeVisible();

    const timeline = main.getByTestId('workplan-timeline');
    await expect(timeline.locator('[data-bar="planned"]')).toHaveCount(workplan.activities.length);
    const started = workplan.activities.filter((activity) => activity.actual_start !== null).length;
    await expect(timeline.locator('[data-bar="actual"]')).toHaveCount(started);
    await expect(timeline.getByTestId('timeline-marker')).toBeVisible();
    // Time runs left to right in English.
    const [earliest, latest] = firstAndLast(tracked);
    const planned = (id: number) => timeline.locator(`[data-activity="${id}"][data-bar="planned"]`);
    expect(await middleOf(planned(earliest))).toBeLessThan(await middleOf(planned(latest)));

    const table = main.getByRole('table', { name: 'Activities', exact: true });
    await expect(bodyRows(table)).toHaveCount(workplan.activities.length);
    const first = workplan.activities[0];
    if (!first) throw new Error('an activity');
    await expect(bodyRows(table).filter({ hasText: first.code }).first()).toContainText(first.title);

    // Only the delayed ones, as the API flags them.
    await main.getByRole('switch', { name: 'Delayed only' }).check();
    const delayed = workplan.activities.filter((activity) => activity.delayed).length;
    await expect(main.getByText(`${delayed} of ${workplan.activities.length} activities`)).toBeVisible();
    await main.getByRole('switch', { name: 'Delayed only' }).uncheck();

    const month = workplan.months.at(-1) ?? '';
    await main.getByRole('combobox', { name: 'Month' }).selectOption(month);
    const details = await workplanDetails(request, adminToken, project.id, month);
    const monthTable = main.getByRole('table', { name: 'Activities in the chosen month' });
    await expect(bodyRows(monthTable)).toHaveCount(details.activities.length);
    const inMonth = details.activities[0];
    if (inMonth) await expect(bodyRows(monthTable).filter({ hasText: inMonth.code }).first()).toContainText(inMonth.title);
  });

  test('spending: totals, budget lines with their entries, installments, months', async ({ page, request, adminToken }) => {
    const { project, spending } = tracked;
    const symbol = spending.currency.symbol;
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'spendingTracking', 'spending-tracking');
    await expect(main.getByRole('heading', { level: 2, name: 'Spending tracking' })).toBeVisible();
    await expect(main).toContainText(money(spending.totals.spent, symbol));
    await expect(main).toContainText(money(spending.totals.transferred, symbol));

    const lines = main.getByRole('table', { name: 'Budget lines' });
    await expect(bodyRows(lines)).toHaveCount(spending.lines.length + 1);
    const line = spending.lines.find((candidate) => candidate.spent > 0);
    if (!line) throw new Error('a line with spending');
    await expect(bodyRows(lines).filter({ hasText: line.description }).first()).toContainText(money(line.spent, symbol));
    await main.getByRole('button', { name: `Entries of ${line.description}` }).first().click();
    const dialog = page.getByRole('dialog');
    const response = await request.get(api(apiPaths.projects.spendingLine(project.id, line.id)), { headers: bearer(adminToken) });
    const entries = ((await response.json()) as { entries: { amount: number }[] }).entries;
    await expect(bodyRows(dialog.getByRole('table'))).toHaveCount(entries.length);
    await expect(dialog).toContainText(money(entries[0]?.amount ?? 0, symbol));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await expect(bodyRows(main.getByRole('table', { name: 'Spending by installment' }))).toHaveCount(spending.installments.length);
    const months = main.getByRole('table', { name: 'Spending by month' });
    await expect(bodyRows(months)).toHaveCount(spending.months.length);
    const last = spending.months.at(-1);
    if (last) await expect(bodyRows(months).last()).toContainText(money(last.cumulative, symbol));
  });

  test('risks: a matrix cell narrows the register to its risks', async ({ page }) => {
    const { project, risks } = tracked;
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'risksManagement', 'risks-management');
    await expect(main.getByRole('heading', { level: 2, name: 'Risks management' })).toBeVisible();

    const register = main.getByRole('table', { name: 'Risk register' });
    await expect(bodyRows(register)).toHaveCount(risks.risks.length);
    const cell = risks.matrix.filter((candidate) => candidate.count > 0).toSorted((a, b) => b.count - a.count)[0];
    if (!cell) throw new Error('an assessed risk');
    const matrix = main.getByRole('group', { name: 'Risk matrix' });
    // Impact grows to the right in English.
    const at = (likelihood: number, impact: number) => matrix.locator(`[data-likelihood="${likelihood}"][data-impact="${impact}"]`);
    expect(await middleOf(at(3, 1))).toBeLessThan(await middleOf(at(3, 5)));
    const button = matrix.getByRole('button', { name: new RegExp(`^Likelihood ${LIKELIHOOD[cell.likelihood]}, impact ${IMPACT[cell.impact]}: `) });
    await expect(button).toHaveText(String(cell.count));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(bodyRows(register)).toHaveCount(cell.count);
    await expect(main.getByText(`${cell.count} of ${risks.risks.length} risks`)).toBeVisible();
    const inCell = risks.risks.find((risk) => risk.likelihood === cell.likelihood && risk.impact === cell.impact);
    if (inCell) await expect(register).toContainText(inCell.title);
    // The same cell again lists every risk.
    await button.click();
    await expect(bodyRows(register)).toHaveCount(risks.risks.length);
  });

  test('reports: the printable summary, printed without the portal around it, and its Excel export', async ({ page }) => {
    const { project, report } = tracked;
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'reports', 'reports');
    await expect(main.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
    await expect(main).toContainText(project.code);
    await expect(main).toContainText(money(report.budget.spent, report.currency.symbol));
    await expect(bodyRows(main.getByRole('table', { name: 'Indicators', exact: true }))).toHaveCount(report.indicators.length);
    await expect(bodyRows(main.getByRole('table', { name: 'Open risks' }))).toHaveCount(report.open_risks.length);

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export to Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync((await download.path()) ?? '');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Project pages' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(main.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(main.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Open risks' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(main.getByRole('button', { name: 'Print' })).toBeVisible();
  });
  test('donor reports: a period chosen month by month, its figures, printed and exported for the board', async ({ page, request, adminToken }) => {
    const { project, indicators } = tracked;
    const [from = '', , to = ''] = indicators.months;
    const period = (await periodReport(request, adminToken, project.id, from, to)).period;
    if (!period) throw new Error('a period');
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const main = await openPage(page, project.id, 'donor-reports', 'donor-reports');
    await expect(main.getByRole('heading', { level: 2, name: 'Donor reports' })).toBeVisible();
    await expect(main).toContainText('Report to the board');

    await main.getByRole('combobox', { name: 'Period' }).selectOption('custom');
    await main.getByRole('combobox', { name: 'From' }).selectOption(from);
    await main.getByRole('combobox', { name: 'To' }).selectOption(to);
    const symbol = tracked.spending.currency.symbol;
    await expect(main).toContainText(money(period.spending.spent, symbol));
    await expect(main).toContainText(money(period.spending.spent_to_date, symbol));
    const table = main.getByRole('table', { name: 'Indicators in the period' });
    await expect(bodyRows(table)).toHaveCount(period.indicators.length);
    const reported = period.indicators.find((indicator) => indicator.period_actual !== null);
    if (reported?.period_actual != null) await expect(bodyRows(table).filter({ hasText: reported.code })).toContainText(quantity(reported.period_actual));
    await expect(bodyRows(main.getByRole('table', { name: 'Activities of the period' }))).toHaveCount(period.activities.length);

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export to Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`project-${project.code}-${from}_${to}.xlsx`);
    expect(readFileSync((await download.path()) ?? '').subarray(0, 2).toString('latin1')).toBe('PK');

    await page.emulateMedia({ media: 'print' });
    await expect(main.getByRole('combobox', { name: 'Period' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Project pages' })).toBeHidden();
    await expect(main).toContainText('Report to the board');
  });
  test('in Arabic every page reads right to left: the timeline runs right to left, the matrix is mirrored, figures keep en digits', async ({ page }) => {
    const { project, indicators, workplan, spending, risks } = tracked;
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    let main = await openPage(page, project.id, 'indicatorsTracking', 'indicator-tracking');
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const reported = indicators.indicators.find((indicator) => indicator.actual_to_date !== null);
    const indicatorTable = main.getByRole('table', { name: 'المؤشرات', exact: true });
    await expect(bodyRows(indicatorTable)).toHaveCount(indicators.indicators.length);
    if (reported?.actual_to_date != null) await expect(bodyRows(indicatorTable).filter({ hasText: reported.code })).toContainText(quantity(reported.actual_to_date));
    await main.getByRole('combobox', { name: /^(Month|الشهر)$/ }).selectOption(indicators.months[0] ?? '');
    await expect(main.getByRole('table').last()).toContainText(indicators.indicators[0]?.code ?? '');

    main = await openPage(page, project.id, 'workplanTracking', 'workplan-tracking');
    const timeline = main.getByTestId('workplan-timeline');
    const [earliest, latest] = firstAndLast(tracked);
    const planned = (id: number) => timeline.locator(`[data-activity="${id}"][data-bar="planned"]`);
    // Time runs right to left: the first activity sits to the right of the last.
    expect(await middleOf(planned(earliest))).toBeGreaterThan(await middleOf(planned(latest)));
    await expect(bodyRows(main.getByRole('table', { name: 'الأنشطة', exact: true }))).toHaveCount(workplan.activities.length);

    main = await openPage(page, project.id, 'spendingTracking', 'spending-tracking');
    await expect(main).toContainText(money(spending.totals.spent, spending.currency.symbol));
    await expect(bodyRows(main.getByRole('table', { name: 'بنود الميزانية' }))).toHaveCount(spending.lines.length + 1);

    main = await openPage(page, project.id, 'risksManagement', 'risks-management');
    const cell = (likelihood: number, impact: number) => main.locator(`[data-likelihood="${likelihood}"][data-impact="${impact}"]`);
    // The matrix is mirrored: impact grows to the left.
    expect(await middleOf(cell(3, 1))).toBeGreaterThan(await middleOf(cell(3, 5)));
    const busiest = risks.matrix.filter((candidate) => candidate.count > 0).toSorted((a, b) => b.count - a.count)[0];
    if (!busiest) throw new Error('an assessed risk');
    await cell(busiest.likelihood, busiest.impact).click();
    await expect(bodyRows(main.getByRole('table', { name: 'سجل المخاطر' }))).toHaveCount(busiest.count);

    main = await openPage(page, project.id, 'reports', 'reports');
    await expect(main).toContainText(project.code);
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'تصدير إلى Excel' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

    main = await openPage(page, project.id, 'donor-reports', 'donor-reports');
    await expect(main.getByRole('combobox', { name: 'الفترة' })).toBeVisible();
    await expect(main.getByRole('table').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
