import { PROJECT_PAGES } from '../../contract/project-pages';
import { DEMO_USERS, expect, loginAs, test, type UiLocale } from './support/fixtures';
import { inArabic, leaveSideMenu, trackedDemoProject } from './support/projects';

/** The project pages' names in the menu and as the page's heading (src/features/project-pages/project-page-labels.ts). */
const PAGE_NAMES: Record<(typeof PROJECT_PAGES)[number], string> = {
  overview: 'Overview',
  reports: 'Reports',
  'indicator-tracking': 'Indicators tracking',
  'workplan-tracking': 'Workplan tracking',
  'spending-tracking': 'Spending tracking',
  installments: 'Installments',
  'risks-management': 'Risks management',
  'progress-reports': 'Progress reports',
  'expenditure-batches': 'Expenditure batches',
  'donor-reports': 'Donor reports',
  'monthly-reports': 'Monthly reports',
};

for (const locale of ['en', 'ar'] as const satisfies readonly UiLocale[]) {
  const say = (english: string) => (locale === 'ar' ? inArabic(english) : english);

  test(`a project opens from the list and every one of its pages opens from its menu (${locale})`, async ({ page, request, adminToken }) => {
    const { project } = await trackedDemoProject(request, adminToken);
    await page.goto('/login');
    if (locale === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale });
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    await page.goto(`/projects?search=${encodeURIComponent(project.code)}`);
    await page.getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(`/projects/${project.id}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

    const menu = page.getByRole('navigation', { name: say('Project pages') });
    for (const slug of PROJECT_PAGES) {
      await menu.getByRole('link', { name: say(PAGE_NAMES[slug]), exact: true }).click();
      await leaveSideMenu(page);
      await expect(page).toHaveURL(`/projects/${project.id}/${slug}`);
      await expect(menu.getByRole('link', { name: say(PAGE_NAMES[slug]), exact: true })).toHaveAttribute('aria-current', 'page');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: say(PAGE_NAMES[slug]) }).first()).toBeVisible();
      // The crumb names the page; no error page took its place.
      await expect(page.getByRole('navigation', { name: say('Breadcrumb') })).toContainText(say(PAGE_NAMES[slug]));
    }
  });
}

test('an unknown project page is the not-found page, and a camel-case twin opens its page', async ({ page, request, adminToken }) => {
  const { project } = await trackedDemoProject(request, adminToken);
  await page.goto('/login');
  await loginAs(page, DEMO_USERS.admin);
  await page.goto(`/projects/${project.id}/progressReports`);
  await expect(page).toHaveURL(`/projects/${project.id}/progress-reports`);
  await page.goto(`/projects/${project.id}/no-such-page`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
