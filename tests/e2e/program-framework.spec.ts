import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import type { FrameworkKind, FrameworkList } from '../../contract/program-framework';
import { PROGRAM_PAGES, PROGRAM_PAGE_KINDS, type ProgramPageSlug } from '../../contract/program-pages';
import type { Program } from '../../contract/programs';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test, type UiLocale } from './support/fixtures';
import { api, arabicOf, pendingCount, uniqueTitle, waitForServiceWorkerControl } from './support/grants';

/** English names of the initiative's pages, in the order of contract PROGRAM_PAGES. */
const PAGE_NAMES: Record<ProgramPageSlug, string> = {
  'projects-objectives': 'Objectives and projects',
  outcomes: 'Outcomes',
  outputs: 'Outputs',
  indicators: 'Indicators',
  activities: 'Activities',
  'verification-methods': 'Verification methods',
  'monitoring-and-evaluation': 'Monitoring and evaluation',
  risks: 'Risks',
};

/** One seeded item per page of each program the tests read (server/db/seed/program-framework-texts.ts). */
const SEEDED: Record<string, Record<ProgramPageSlug, string>> = {
  'ANDF-EDU-01': {
    'projects-objectives': 'Equip 40 community kindergartens with learning materials',
    outcomes: 'More children aged 4–5 attend pre-school regularly in the target districts',
    outputs: 'Teachers complete the 60-hour play-based learning course',
    indicators: 'Net pre-school enrolment rate in the target districts',
    activities: 'Rehabilitate classrooms in 20 community centres',
    'verification-methods': 'Classroom observation checklist',
    'monitoring-and-evaluation': 'Field monitoring visits to kindergartens',
    risks: 'Families withdraw children during the harvest season',
  },
  'ANDF-WASH-02': {
    'projects-objectives': 'تحسين مرافق الصرف الصحي في المدارس',
    outcomes: 'تحسن ممارسات النظافة في المدارس المستهدفة',
    outputs: 'إعادة تأهيل شبكات المياه في 12 قرية',
    indicators: 'Households with at least 50 litres of safe water per person per day',
    activities: 'تدريب لجان المياه على الصيانة والإدارة المالية',
    'verification-methods': 'محاضر تسليم المرافق للمدارس',
    'monitoring-and-evaluation': 'التقييم النهائي للبرنامج',
    risks: 'اختلاس رسوم المياه من قبل أعضاء اللجان',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A UI text in the test's language: exactly the English, or its Arabic when the catalog has one. */
function ui(english: string, locale: UiLocale, { prefix = false } = {}): RegExp {
  const arabic = locale === 'ar' ? arabicOf(english) : null;
  const alternatives = [english, ...(arabic ? [arabic] : [])].map(escape).join('|');
  return new RegExp(prefix ? `^(${alternatives})` : `^(${alternatives})$`);
}

async function programIdOf(request: APIRequestContext, token: string, reference: string): Promise<number> {
  const response = await request.get(api(`${apiPaths.programs.list}?search=${reference}`), { headers: bearer(token) });
  const program = ((await response.json()) as { data: Program[] }).data.find((item) => item.reference_id === reference);
  expect(program, reference).toBeTruthy();
  return program?.id ?? 0;
}

async function itemTitles(request: APIRequestContext, token: string, programId: number, kind: FrameworkKind): Promise<string[]> {
  const response = await request.get(api(apiPaths.programFramework.items(programId, kind)), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as FrameworkList<FrameworkKind>).items.map((item) => item.title);
}

function pageTable(page: Page, slug: ProgramPageSlug, locale: UiLocale): Locator {
  return page.getByRole('main').getByRole('table', { name: ui(PAGE_NAMES[slug], locale) });
}

/** Fills the add dialog of a page's kind with a valid new item named `title`. */
async function fillNewItem(dialog: Locator, kind: FrameworkKind, title: string, locale: UiLocale): Promise<void> {
  const field = (english: string) => dialog.getByRole('textbox', { name: ui(english, locale, { prefix: true }) });
  const choose = (english: string) => dialog.getByRole('combobox', { name: ui(english, locale, { prefix: true }) });
  await field('Title').fill(title);
  switch (kind) {
    case 'outcome':
      await choose('Objective').selectOption({ index: 1 });
      break;
    case 'output':
      await choose('Outcome').selectOption({ index: 1 });
      break;
    case 'indicator':
      await choose('Result measured').selectOption({ index: 1 });
      await field('Unit').fill('%');
      await dialog.getByRole('spinbutton', { name: ui('Baseline', locale, { prefix: true }) }).fill('10');
      await dialog.getByRole('spinbutton', { name: ui('Target', locale, { prefix: true }) }).fill('55');
      await choose('Frequency').selectOption({ index: 4 });
      await choose('Verification method').selectOption({ index: 1 });
      break;
    case 'activity':
      await choose('Output').selectOption({ index: 1 });
      break;
    case 'verification_method':
      await field('Source of evidence').fill('Partner reports / تقارير الشركاء');
      break;
    case 'monitoring':
      await choose('Method').selectOption({ index: 2 });
      await choose('Frequency').selectOption({ index: 5 });
      await field('Responsible').fill('M&E officer');
      break;
    case 'risk':
      await choose('Category').selectOption({ index: 5 });
      await choose('Likelihood').selectOption({ index: 4 });
      await choose('Impact').selectOption({ index: 3 });
      await choose('Response strategy').selectOption({ index: 3 });
      await field('Mitigation measures').fill('Weekly check-ins with the partners');
      break;
    default:
      break;
  }
}

const ADD_LABELS: Record<FrameworkKind, string> = {
  objective: 'Add objective',
  outcome: 'Add outcome',
  output: 'Add output',
  indicator: 'Add indicator',
  activity: 'Add activity',
  verification_method: 'Add verification method',
  monitoring: 'Add monitoring activity',
  risk: 'Add risk',
};

/** Walks the eight pages through the side menu: each lists its seeded item, then takes a new one that survives a reload. */
async function walkAndAdd(page: Page, request: APIRequestContext, token: string, reference: string, locale: UiLocale): Promise<void> {
  const programId = await programIdOf(request, token, reference);
  await page.goto(`/programs/${programId}`);
  const menu = page.getByRole('navigation', { name: ui('Initiative pages', locale) });
  for (const slug of PROGRAM_PAGES) {
    const kind = PROGRAM_PAGE_KINDS[slug];
    await menu.getByRole('link', { name: ui(PAGE_NAMES[slug], locale) }).click();
    await page.mouse.move(900, 10);
    await expect(page).toHaveURL(new RegExp(`/programs/${programId}/${slug}$`));
    await expect(menu.getByRole('link', { name: ui(PAGE_NAMES[slug], locale) })).toHaveAttribute('aria-current', 'page');
    const pageName = locale === 'ar' ? (arabicOf(PAGE_NAMES[slug]) ?? PAGE_NAMES[slug]) : PAGE_NAMES[slug];
    await expect(page.getByRole('navigation', { name: ui('Breadcrumb', locale) })).toContainText(pageName);
    const table = pageTable(page, slug, locale);
    await expect(table.getByRole('row').filter({ hasText: SEEDED[reference]?.[slug] ?? '' })).toBeVisible();

    const title = uniqueTitle(locale === 'ar' ? `عنصر ${kind}` : `New ${kind}`);
    await page.getByRole('button', { name: ui(ADD_LABELS[kind], locale) }).click();
    const dialog = page.getByRole('dialog', { name: ui(ADD_LABELS[kind], locale) });
    await fillNewItem(dialog, kind, title, locale);
    await dialog.getByRole('button', { name: ui('Save', locale) }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    // Saved on the server once the pending mark goes; then a reload still lists it.
    await expect(row.getByText(ui('Pending', locale))).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => itemTitles(request, token, programId, kind)).toContain(title);
    await page.reload();
    await expect(pageTable(page, slug, locale).getByRole('row').filter({ hasText: title })).toBeVisible();
  }
}

test.describe('program results framework', () => {
  test('every sub-page of an initiative lists its items and takes a new one', async ({ page, request, adminToken }) => {
    test.setTimeout(150_000);
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await walkAndAdd(page, request, adminToken, 'ANDF-EDU-01', 'en');
  });

  test('in Arabic the sub-pages read right to left, list their items and take new ones', async ({ page, request, adminToken }) => {
    test.setTimeout(150_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await walkAndAdd(page, request, adminToken, 'ANDF-WASH-02', 'ar');
  });

  test('bad input shows the field’s message and adds nothing; a related item is not deleted', async ({ page, request, adminToken }) => {
    const programId = await programIdOf(request, adminToken, 'ANDF-LIV-03');
    const before = await itemTitles(request, adminToken, programId, 'indicator');
    await page.goto(`/login?redirect=/programs/${programId}/indicators`);
    await loginAs(page, DEMO_USERS.admin);
    await expect(pageTable(page, 'indicators', 'en')).toBeVisible();

    const title = uniqueTitle('Refused indicator');
    await page.getByRole('button', { name: 'Add indicator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add indicator' });
    await fillNewItem(dialog, 'indicator', title, 'en');
    await dialog.getByRole('spinbutton', { name: /^Baseline/ }).fill('');
    await dialog.getByRole('spinbutton', { name: /^Target/ }).fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Baseline is required');
    await expect(dialog).toContainText('Target should be greater than or equal to 0!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(pageTable(page, 'indicators', 'en').getByRole('row').filter({ hasText: title })).toHaveCount(0);
    expect(await pendingCount(page)).toBe(0);
    expect(await itemTitles(request, adminToken, programId, 'indicator')).toEqual(before);

    // An outcome that outputs serve: the spec's warning, and it stays.
    await page.getByRole('navigation', { name: 'Initiative pages' }).getByRole('link', { name: 'Outcomes' }).click();
    await page.mouse.move(900, 10);
    const outcome = pageTable(page, 'outcomes', 'en').getByRole('row').filter({ hasText: 'Cooperatives led by women reach stable markets' });
    await outcome.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete outcome' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: "Cannot delete this item because it's related to other data." })).toBeVisible();
    await expect(outcome).toBeVisible();
    expect(await pendingCount(page)).toBe(0);
    expect(await itemTitles(request, adminToken, programId, 'outcome')).toContain('Cooperatives led by women reach stable markets');
  });

  test('in Arabic a missing title is refused with the Arabic message', async ({ page, request, adminToken }) => {
    const programId = await programIdOf(request, adminToken, 'ANDF-FSL-04');
    const before = await itemTitles(request, adminToken, programId, 'risk');
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await page.goto(`/programs/${programId}/risks`);
    await page.getByRole('button', { name: ui('Add risk', 'ar') }).click();
    const dialog = page.getByRole('dialog', { name: ui('Add risk', 'ar') });
    await dialog.getByRole('button', { name: ui('Save', 'ar') }).click();
    await expect(dialog).toContainText('حقل العنوان مطلوب');
    await expect(dialog).toContainText('حقل إجراءات التخفيف مطلوب');
    await dialog.getByRole('button', { name: ui('Cancel', 'ar') }).click();
    expect(await itemTitles(request, adminToken, programId, 'risk')).toEqual(before);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline, an added and an edited outcome wait in the outbox and reach the server, in order, once back online', async ({ page, context, request }) => {
      // The second funder's shelter program: no other test changes its outcomes.
      const other = await apiLogin(request, 'admin@other.test');
      const programId = await programIdOf(request, other, 'CRF-SHL-01');
      await page.goto(`/login?redirect=/programs/${programId}/outcomes`);
      await loginAs(page, 'admin@other.test');
      const table = pageTable(page, 'outcomes', 'en');
      await expect(table.getByRole('row').filter({ hasText: 'Displaced families live in shelters that keep out the winter' })).toBeVisible();
      // The dialogs are their own chunks: offline, the service worker must be there to serve them.
      await waitForServiceWorkerControl(page);
      await expect(table.getByRole('row').filter({ hasText: 'Displaced families live in shelters that keep out the winter' })).toBeVisible();

      await context.setOffline(true);
      const added = uniqueTitle('Offline outcome');
      await page.getByRole('button', { name: 'Add outcome' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add outcome' });
      await fillNewItem(dialog, 'outcome', added, 'en');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(table.getByRole('row').filter({ hasText: added })).toContainText('Pending');

      // A second change of the same framework, queued on the same version: the outbox moves it onto the first one's.
      const renamed = uniqueTitle('Families stay warm all winter');
      const first = table.getByRole('row').filter({ hasText: 'Displaced families live in shelters that keep out the winter' });
      await first.getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit outcome' });
      await edit.getByRole('textbox', { name: /^Title/ }).fill(renamed);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(table.getByRole('row').filter({ hasText: renamed })).toContainText('Pending');
      expect(await pendingCount(page)).toBe(2);

      await context.setOffline(false);
      await expect.poll(() => pendingCount(page), { timeout: 20_000 }).toBe(0);
      await expect(table.getByRole('row').filter({ hasText: renamed })).not.toContainText('Pending');
      const titles = await itemTitles(request, other, programId, 'outcome');
      expect(titles).toContain(added);
      expect(titles).toContain(renamed);
      expect(titles.filter((title) => title === added)).toHaveLength(1);
    });
  });

  test('a viewer cannot add: the pages need the permission to manage initiatives, and so do the calls', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_USERS.admin);
    const programId = await programIdOf(request, admin, 'ANDF-EDU-01');
    await page.goto(`/login?redirect=/programs/${programId}/outcomes`);
    await loginAs(page, DEMO_USERS.viewer);
    await expect(page.getByText("Access Denied. You don't have permissions to access this page.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add outcome' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Outcomes' })).toHaveCount(0);

    const viewer = await apiLogin(request, DEMO_USERS.viewer);
    const refused = await request.post(api(apiPaths.programFramework.items(programId, 'outcome')), {
      headers: bearer(viewer),
      data: { title: 'Not allowed' },
    });
    expect(refused.status()).toBe(403);
    expect(await itemTitles(request, admin, programId, 'outcome')).not.toContain('Not allowed');
  });
});
