import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardTotals } from '../../contract/dashboard';
import type { Grant } from '../../contract/grants';
import { addMonths } from '../../contract/months';
import { formatCount, formatMoney, formatShortMoney } from '../../src/lib/format-money';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { api, arabicOf, persistedCache, waitForServiceWorkerControl } from './support/grants';

/** English labels the dashboard shows, and the statuses' labels (src/features/proposals/components/proposal-status.ts). */
const STATUS_LABELS: Record<string, string> = {
  '0': 'Draft',
  '1': 'Published',
  '2': 'Closed',
  draft: 'Draft',
  submitted: 'Submitted',
  ongoing: 'Ongoing',
  finished: 'Finished',
  rejected: 'Rejected',
  underNegotiation: 'Under negotiation',
  unfinished: 'Unfinished',
  stopped: 'Stopped',
  accepted: 'Accepted',
};

type Language = 'en' | 'ar';

/** A label in the page's language; an Arabic label must have its translation. */
function label(english: string, language: Language): string {
  if (language === 'en') return english;
  const arabic = arabicOf(english);
  expect(arabic, `the Arabic catalog translates "${english}"`).toBeTruthy();
  return arabic ?? english;
}

/** The token the page signed in with (src/lib/session.ts keeps the session in local storage). */
async function pageToken(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('session'));
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token;
  expect(token, 'a session in local storage').toBeTruthy();
  return token ?? '';
}

async function getTotals(request: APIRequestContext, token: string, query = ''): Promise<DashboardTotals> {
  const response = await request.get(`${api(apiPaths.dashboard.totals)}${query}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DashboardTotals;
}

/** What a count tile shows: its total and each non-empty status with its count. */
async function readCountTile(tile: Locator): Promise<{ total: string; byStatus: Record<string, string> }> {
  const total = (await tile.getByRole('paragraph').first().textContent()) ?? '';
  const terms = await tile.getByRole('term').allTextContents();
  const counts = await tile.getByRole('definition').allTextContents();
  return { total, byStatus: Object.fromEntries(terms.map((term, index) => [term, counts[index] ?? ''])) };
}

function expectedCountTile(group: { total: number; by_status: readonly { status: string | number; count: number }[] }, language: Language) {
  const shown = group.by_status.filter((entry) => entry.count > 0);
  return {
    total: formatCount(group.total),
    byStatus: Object.fromEntries(shown.map((entry) => [label(STATUS_LABELS[String(entry.status)] ?? '?', language), formatCount(entry.count)])),
  };
}

/** The totals on screen equal the API's: counts by status, and every currency's money apart. */
async function expectTotalsOnScreen(page: Page, totals: DashboardTotals, language: Language): Promise<void> {
  const panel = page.getByRole('region', { name: label('Totals', language), exact: true });
  for (const [title, group] of [
    ['Grants', totals.grants],
    ['Proposals', totals.proposals],
    ['Projects', totals.projects],
  ] as const) {
    const tile = panel.getByRole('region', { name: label(title, language), exact: true });
    expect(await readCountTile(tile), `${title} on screen`).toEqual(expectedCountTile(group, language));
  }
  expect(totals.money.length).toBeGreaterThan(0);
  for (const money of totals.money) {
    const tile = panel.getByRole('region', { name: new RegExp(`^${money.code}\\b`) });
    const definitions = await tile.getByRole('definition').allTextContents();
    expect(definitions, `${money.code} committed, disbursed and spent`).toEqual(
      [money.committed, money.disbursed, money.spent].map((value) => `${formatShortMoney(value, money.symbol, language)}${formatMoney(value, money.symbol)}`),
    );
  }
}

/** Compares until the screen and the API agree: other tests add grants and proposals while this one runs. */
async function expectScreenMatchesApi(page: Page, request: APIRequestContext, query: string, language: Language): Promise<DashboardTotals> {
  const token = await pageToken(page);
  let totals: DashboardTotals | null = null;
  await expect(async () => {
    totals = await getTotals(request, token, query);
    await page.reload();
    await expectTotalsOnScreen(page, totals, language);
  }).toPass({ timeout: 30_000 });
  if (!totals) throw new Error('no totals');
  return totals;
}

test.describe('home dashboard', () => {
  test('shows the totals of GetTotals for the demo data, every currency apart', async ({ page, request }) => {
    const chartKitFetches: string[] = [];
    page.on('request', (fetched) => {
      if (/\/assets\/chart-kit-[^/]*\.js$/.test(fetched.url())) chartKitFetches.push(fetched.url());
    });
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/$/);
    await page.mouse.move(900, 500);
    const totals = await expectScreenMatchesApi(page, request, '', 'en');
    // The demo funder works in several currencies; the dashboard never adds them up.
    expect(totals.money.map((money) => money.code)).toEqual(expect.arrayContaining(['USD', 'EUR']));
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Totals', exact: true })).toContainText('All time');
    // Every chart's figures are also a table.
    await expect(main.getByRole('table', { name: 'Proposals and projects per month' })).toBeVisible();
    await expect(main.getByRole('table', { name: /^Money per month in [A-Z]{3}$/ })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Beneficiaries per month' })).toBeVisible();
    // The charts sit under the totals, out of view: the chart library is fetched when the user scrolls to them.
    expect(chartKitFetches).toEqual([]);
    await expect(main.locator('figure svg')).toHaveCount(0);
    await main.locator('figure').first().scrollIntoViewIfNeeded();
    await expect(main.locator('figure svg').first()).toBeVisible();
    expect(chartKitFetches).toHaveLength(1);
  });

  test('in Arabic the dashboard reads right to left with Arabic labels and the same figures', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.mouse.move(200, 500);
    await expectScreenMatchesApi(page, request, '', 'ar');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: label('Proposals and projects over time', 'ar') })).toBeVisible();
    await expect(main.getByRole('region', { name: label('Beneficiaries reached', 'ar') })).toBeVisible();
    await expect(main.getByRole('table', { name: label('Beneficiaries per month', 'ar') })).toBeVisible();
  });

  test('choosing a grant and a period changes the figures and the URL', async ({ page, request }) => {
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await page.mouse.move(900, 500);
    const token = await pageToken(page);
    // A seeded grant with money committed to its projects.
    const grants = (await (await request.get(`${api(apiPaths.grants.list)}?rows=100&order_by=created_at`, { headers: bearer(token) })).json()) as { data: Grant[] };
    let chosen: { grant: Grant; totals: DashboardTotals } | null = null;
    for (const grant of grants.data) {
      const totals = await getTotals(request, token, `?grant_id=${grant.id}`);
      if (totals.money.length > 0) {
        chosen = { grant, totals };
        break;
      }
    }
    if (!chosen) throw new Error('no demo grant with projects');
    const { grant } = chosen;

    const grantsTile = page.getByRole('region', { name: 'Totals', exact: true }).getByRole('region', { name: 'Grants', exact: true });
    await expect(grantsTile.getByRole('paragraph').first()).not.toHaveText('1');
    await page.getByRole('combobox', { name: 'Grant' }).click();
    await page.getByRole('option', { name: grant.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]grant_id=${grant.id}(&|$)`));
    await expect(grantsTile.getByRole('paragraph').first()).toHaveText('1');
    await expectTotalsOnScreen(page, chosen.totals, 'en');

    // A period (the last three years): the figures follow it, and the URL keeps it for a reload or a shared link.
    const to = new Date().toISOString().slice(0, 7);
    const from = addMonths(to, -35);
    await page.getByLabel('From', { exact: true }).fill(from);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}(&|$)`));
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect(page).toHaveURL(new RegExp(`[?&]to=${to}(&|$)`));
    await expect(page.getByRole('region', { name: 'Totals', exact: true })).toContainText(/From [A-Z][a-z]{2}, \d{4} to [A-Z][a-z]{2}, \d{4}/);
    await expectScreenMatchesApi(page, request, `?grant_id=${grant.id}&from=${from}&to=${to}`, 'en');

    // A period the API refuses (its end before its start, or over 60 months) is not applied, and says why.
    await page.getByLabel('To', { exact: true }).fill(addMonths(from, -1));
    await expect(page.getByText('The end month must not be before the start month.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]to=${to}(&|$)`));
    await page.getByLabel('From', { exact: true }).fill(addMonths(to, -60));
    await expect(page.getByText('Choose a period of at most 60 months.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}(&|$)`));

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(grantsTile.getByRole('paragraph').first()).not.toHaveText('1');
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a reload without a connection still shows the last figures', async ({ page, context, request }) => {
      await page.goto('/login');
      await loginAs(page, DEMO_USERS.admin);
      await page.mouse.move(900, 500);
      await waitForServiceWorkerControl(page);
      const totals = await expectScreenMatchesApi(page, request, '', 'en');
      // The copy on disk (written at most once a second) holds these very figures.
      await expect.poll(() => persistedCache(page)).toContain('"dashboard","totals"');
      await expect.poll(() => persistedCache(page)).toContain(JSON.stringify(totals.money));

      await context.setOffline(true);
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
      await page.reload();
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
      await expectTotalsOnScreen(page, totals, 'en');
      await expect(page.getByRole('table', { name: 'Proposals and projects per month' })).toBeVisible();
      await context.setOffline(false);
    });
  });
});
