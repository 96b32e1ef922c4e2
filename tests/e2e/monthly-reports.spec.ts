import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardTotals } from '../../contract/dashboard';
import type { MonthList, MonthlyReport } from '../../contract/monthly-reports';
import type { Paged } from '../../contract/paging';
import { partnerPaths } from '../../contract/partner-paths';
import type { PartnerProject } from '../../contract/partner-projects';
import type { IndicatorTracking, ProjectOverview, SpendingTracking } from '../../contract/project-tracking';
import type { UserOption } from '../../contract/users';
import { formatMoney } from '../../src/lib/format-money';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test, type UiLocale } from './support/fixtures';
import { actionHeaders, api, arabicOf, untilSavedOnDevice, waitForServiceWorkerControl } from './support/grants';
import { queuedRecords } from './support/partner';
import { money, quantity } from './support/project-tracking';

/**
 * Issue 14 items 2 and 3 end to end, in English and in Arabic: the demo organisation's admin fills a month of its
 * project with the network cut (reloading offline), reconnects and the save lands once, then submits; the staff member
 * in charge of the project returns it with a comment on one spending entry; the partner sees the comment beside the
 * entry, corrects it and resubmits; the funder approves, and the indicator tracking, spending tracking and home
 * dashboard show the approved figures.
 */

// Written offline: the service worker serves the app while the network is cut.
test.use({ actionTimeout: 15_000, serviceWorkers: 'allow' });

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A message of the portal in the test's language, its placeholders filled. */
function sayer(language: UiLocale) {
  return (english: string, values: Record<string, string | number> = {}): string => {
    const text = language === 'ar' ? (arabicOf(english) ?? english) : english;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

type ReportedMonth = { project: PartnerProject; month: string; staffEmail: string };

/**
 * A month of the demo organisation's ongoing projects that it can still write (a draft or a returned month, the newest
 * first), in a project of the demo funder, with the staff member in charge who reviews it. When every month is waiting
 * for review, the newest submitted one is returned to the organisation first (an earlier language's run took the last
 * draft).
 */
async function monthToReport(request: APIRequestContext, adminToken: string, partnerToken: string): Promise<ReportedMonth> {
  const projects = await getJson<Paged<PartnerProject>>(request, partnerToken, `${partnerPaths.projects.list}?status=ongoing&rows=50&page=1`);
  const users = await getJson<UserOption[]>(request, adminToken, apiPaths.admin.userList);
  for (const project of projects.data) {
    const answer = await request.get(api(apiPaths.projects.monthlyReports(project.id)), { headers: bearer(adminToken) });
    if (answer.status() !== 200) continue;
    const { months } = (await answer.json()) as MonthList;
    const overview = await getJson<ProjectOverview>(request, adminToken, apiPaths.projects.overview(project.id));
    const staff = users.find((user) => overview.usersInCharge.includes(user.id) || overview.grantUsers.includes(user.id));
    if (!staff) continue;
    const staffEmail = staff.email;
    const editable = months.find((month) => month.status === 'draft' || month.status === 'returned');
    if (editable) return { project, month: editable.month, staffEmail };
    const submitted = months.find((month) => month.status === 'submitted');
    if (!submitted) continue;
    const staffToken = await apiLogin(request, staffEmail);
    const current = await getJson<MonthlyReport>(request, staffToken, apiPaths.projects.monthlyReport(project.id, submitted.month));
    const returned = await request.post(api(apiPaths.projects.monthlyReportReturn(project.id, submitted.month)), {
      headers: actionHeaders(staffToken, current.version),
      data: { comments: [{ item_kind: 'report', text: 'Please check the figures again.' }] },
    });
    expect(returned.status(), await returned.text()).toBe(200);
    return { project, month: submitted.month, staffEmail };
  }
  throw new Error('The demo organisation has no month of an ongoing project to report');
}

async function partnerMonth(request: APIRequestContext, token: string, projectId: number, month: string): Promise<MonthlyReport> {
  return getJson<MonthlyReport>(request, token, partnerPaths.projects.month(projectId, month));
}

async function chooseLanguage(page: Page, language: UiLocale): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: language === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
// The smallest PNG: one transparent pixel.
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a month written offline is submitted, returned with a comment, corrected and approved into the follow-up`, async ({
    page,
    browser,
    request,
    adminToken,
  }) => {
    test.setTimeout(180_000);
    const say = sayer(language);
    const partnerToken = await apiLogin(request, DEMO_USERS.partner);
    const { project, month, staffEmail } = await monthToReport(request, adminToken, partnerToken);
    const staffToken = await apiLogin(request, staffEmail);
    const before = await partnerMonth(request, partnerToken, project.id, month);
    const indicator = before.indicators[0];
    const line = before.budget_lines[0];
    expect(indicator, 'the project has an indicator').toBeTruthy();
    expect(line, 'the project has a budget line').toBeTruthy();
    if (!indicator || !line) return;
    const indicatorName = `${indicator.code} ${indicator.title}`;
    const symbol = before.currency.symbol;
    const spendingBefore = await getJson<SpendingTracking>(request, staffToken, apiPaths.projects.spendingTracking(project.id));
    const totalsBefore = await getJson<DashboardTotals>(request, staffToken, apiPaths.dashboard.totals);
    const spentBefore = spendingBefore.lines.find((candidate) => candidate.id === line.id)?.spent ?? 0;
    const description = `Training venue ${language} ${Date.now() % 100_000}`;
    const monthPath = `/partner/projects/${project.id}/months/${month}`;
    // The month may already hold entries and stories (a month under way): ours come after them.
    const entry = before.spending.length + 1;
    const storyName = say('Story {number}', { number: before.stories.length + 1 });

    const partnerContext = await browser.newContext();
    try {
      const own = await partnerContext.newPage();
      await chooseLanguage(own, language);
      await loginAs(own, DEMO_USERS.partner, { locale: language });
      await own.goto(monthPath);
      await waitForServiceWorkerControl(own);
      const main = own.getByRole('main');
      await expect(main.getByRole('spinbutton', { name: say('Actual: {name}', { name: indicatorName }), exact: true })).toBeVisible();
      await untilSavedOnDevice(own);

      // The month is written with the network cut, saved to the device, and still there after a reload offline.
      await partnerContext.setOffline(true);
      await main.getByRole('spinbutton', { name: say('Actual: {name}', { name: indicatorName }), exact: true }).fill('5');
      await main.getByRole('spinbutton', { name: say('Women: {name}', { name: indicatorName }), exact: true }).fill('3');
      await main.getByRole('spinbutton', { name: say('Men: {name}', { name: indicatorName }), exact: true }).fill('2');
      await main.getByRole('button', { name: say('Add a spending entry') }).click();
      await main.getByLabel(say('Budget line, entry {entry}', { entry }), { exact: true }).selectOption(String(line.id));
      await main.getByLabel(say('Date, entry {entry}', { entry }), { exact: true }).fill(`${month}-10`);
      await main.getByRole('spinbutton', { name: say('Amount, entry {entry}', { entry }), exact: true }).fill('120');
      await main.getByLabel(say('Description, entry {entry}', { entry }), { exact: true }).fill(description);
      await main.locator(`input[type="file"][aria-label="${say('Receipt, entry {entry}', { entry })}"]`).setInputFiles(pdf('venue-receipt.pdf'));
      await main.getByRole('spinbutton', { name: say('{sexLabel}, {typeLabel}', { sexLabel: say('Female'), typeLabel: say('Refugees') }), exact: true }).fill('7');
      await main.getByLabel(say('What happened this month')).fill('Two trainings held in the camp school.');
      await main.getByRole('button', { name: say('Add a story of change') }).click();
      const story = main.getByRole('group', { name: storyName, exact: true });
      await story.getByLabel(say('English title')).fill('Back to class');
      await story.getByLabel(say('English text')).fill('Amal teaches again after the training.');
      await story.locator(`input[type="file"][aria-label="${say('Photo: {name}', { name: storyName })}"]`).setInputFiles(png('amal.png'));
      await main.getByRole('button', { name: say('Save'), exact: true }).click();
      await expect.poll(() => queuedRecords(own)).toBe(1);
      await own.reload();
      await expect(main.getByLabel(say('Description, entry {entry}', { entry }), { exact: true })).toHaveValue(description);
      await expect(main).toContainText('venue-receipt.pdf');
      await expect.poll(() => queuedRecords(own)).toBe(1);

      // Back online, the save lands once: one spending entry, one story, the files stored with them.
      await partnerContext.setOffline(false);
      await expect.poll(() => queuedRecords(own), { timeout: 20_000 }).toBe(0);
      const saved = await partnerMonth(request, partnerToken, project.id, month);
      expect(saved.version).toBe(before.version + 1);
      const ours = saved.spending.filter((candidate) => candidate.description === description);
      expect(ours).toHaveLength(1);
      expect(ours[0]?.receipt?.name).toBe('venue-receipt.pdf');
      expect(saved.stories).toHaveLength(before.stories.length + 1);
      expect(saved.indicators.find((row) => row.indicator_id === indicator.indicator_id)).toMatchObject({ actual: 5, female: 3, male: 2 });

      // The admin submits the month.
      await own.reload();
      await own.getByRole('button', { name: before.status === 'returned' ? say('Resubmit the month') : say('Submit the month') }).click();
      const confirm = own.getByRole('alertdialog');
      await confirm.getByRole('button', { name: before.status === 'returned' ? say('Resubmit') : say('Submit'), exact: true }).click();
      await expect.poll(async () => (await partnerMonth(request, partnerToken, project.id, month)).status).toBe('submitted');

      // The staff member in charge finds it among the project's months and returns it with a comment on the entry.
      await chooseLanguage(page, language);
      await loginAs(page, staffEmail, { locale: language });
      await page.goto(`/projects/${project.id}/monthly-reports`);
      const monthLink = page.locator(`a[href="/projects/${project.id}/monthly-reports/${month}"]`);
      // What the month spends reads in the project's currency.
      await expect(page.getByRole('main').getByRole('row').filter({ has: monthLink })).toContainText(symbol);
      await monthLink.click();
      const review = page.getByRole('main');
      await expect(review.getByLabel(say('Description, entry {entry}', { entry }), { exact: true })).toHaveValue(description);
      await review.getByRole('button', { name: say('Return with comments') }).click();
      const returning = page.getByRole('dialog', { name: say('Return the month with comments') });
      const entryKey = ours[0]?.key ?? '';
      await returning.getByLabel(say('About')).selectOption(`spending:${entryKey}`);
      const comment = 'The receipt shows 150, not 120.';
      await returning.getByRole('textbox', { name: say('Comment') }).fill(comment);
      await returning.getByRole('button', { name: say('Return'), exact: true }).click();
      await expect(returning).toBeHidden();
      await expect.poll(async () => (await partnerMonth(request, partnerToken, project.id, month)).status).toBe('returned');

      // The partner sees the comment beside the entry, corrects the amount and resubmits.
      await own.reload();
      await expect(main.getByRole('note')).toContainText(comment);
      await main.getByRole('spinbutton', { name: say('Amount, entry {entry}', { entry }), exact: true }).fill('150');
      await main.getByRole('button', { name: say('Save'), exact: true }).click();
      await expect
        .poll(async () => (await partnerMonth(request, partnerToken, project.id, month)).spending.find((candidate) => candidate.key === entryKey)?.amount)
        .toBe(150);
      await expect.poll(() => queuedRecords(own)).toBe(0);
      await own.getByRole('button', { name: say('Resubmit the month') }).click();
      await own.getByRole('alertdialog').getByRole('button', { name: say('Resubmit'), exact: true }).click();
      await expect.poll(async () => (await partnerMonth(request, partnerToken, project.id, month)).status).toBe('submitted');
    } finally {
      await partnerContext.close();
    }

    // The funder approves; the month's figures now feed the follow-up pages and the home dashboard.
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: say('Approve'), exact: true }).click();
    const approving = page.getByRole('dialog', { name: say('Approve the month') });
    await approving.getByRole('button', { name: say('Approve'), exact: true }).click();
    await expect(approving).toBeHidden();
    await expect.poll(async () => (await partnerMonth(request, partnerToken, project.id, month)).status).toBe('approved');

    // The approved month's spending now counts: ours (150) and whatever the month already held.
    const approved = await partnerMonth(request, partnerToken, project.id, month);
    const spentInMonth = (lineId?: number) =>
      approved.spending.filter((candidate) => lineId === undefined || candidate.line_id === lineId).reduce((total, candidate) => total + candidate.amount, 0);
    const spending = await getJson<SpendingTracking>(request, staffToken, apiPaths.projects.spendingTracking(project.id));
    const lineAfter = spending.lines.find((candidate) => candidate.id === line.id);
    expect(lineAfter?.spent).toBeCloseTo(spentBefore + spentInMonth(line.id), 3);
    await page.goto(`/projects/${project.id}/spending-tracking`);
    await expect(page.getByRole('main')).toContainText(money(lineAfter?.spent ?? 0, symbol));

    const indicators = await getJson<IndicatorTracking>(request, staffToken, apiPaths.projects.indicatorTracking(project.id));
    const tracked = indicators.indicators.find((candidate) => candidate.id === indicator.indicator_id);
    expect(tracked?.actual_to_date, 'the approved actual counts').not.toBeNull();
    await page.goto(`/projects/${project.id}/indicator-tracking`);
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: indicator.code }).first()).toContainText(quantity(tracked?.actual_to_date ?? 0));

    const totals = await getJson<DashboardTotals>(request, staffToken, apiPaths.dashboard.totals);
    const currency = before.currency.code;
    const spentTotalBefore = totalsBefore.money.find((candidate) => candidate.code === currency)?.spent ?? 0;
    const spentTotal = totals.money.find((candidate) => candidate.code === currency)?.spent ?? 0;
    expect(spentTotal).toBeCloseTo(spentTotalBefore + spentInMonth(), 3);
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText(formatMoney(spentTotal, symbol));
  });
}
