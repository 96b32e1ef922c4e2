import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { arabicOf, createDraftGrant, getGrant, uniqueTitle } from './support/grants';
import { trackedDemoProject } from './support/projects';

function arabic(english: string): string {
  const translated = arabicOf(english);
  if (!translated) throw new Error(`no Arabic for "${english}"`);
  return translated;
}

test.describe('the audit trail on screen', () => {
  test('an edited grant shows the change in its History, in English and in Arabic', async ({ page, request, adminToken }) => {
    const grant = await createDraftGrant(request, adminToken, { title: uniqueTitle('Audit grant') });
    const renamed = uniqueTitle('Audit grant renamed');
    await loginAs(page, DEMO_USERS.admin);
    await page.goto(`/grants/${grant.id}/overview`);

    await page.getByRole('button', { name: `Actions for ${grant.title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit grant' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await getGrant(request, adminToken, grant.id)).title, { timeout: 15_000 }).toBe(renamed);

    await page.getByRole('navigation', { name: 'Grant pages' }).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/grants/${grant.id}/history$`));
    const history = page.getByRole('list', { name: 'History of changes' });
    await expect(history.getByText('Changed the details', { exact: true })).toBeVisible();
    await expect(history.getByRole('listitem', { name: `Title: ${grant.title} changed to ${renamed}` })).toBeVisible();
    await expect(history.getByText('Created', { exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicHistory = page.getByRole('list', { name: arabic('History of changes') });
    await expect(arabicHistory.getByText(arabic('Changed the details'), { exact: true })).toBeVisible();
    const changed = arabic('{field}: {from} changed to {to}')
      .replace('{field}', arabic('Title'))
      .replace('{from}', grant.title)
      .replace('{to}', renamed);
    await expect(arabicHistory.getByRole('listitem', { name: changed })).toBeVisible();
  });

  test('Settings > Activity lists the funder’s changes, filtered by kind of record, and a project has its History', async ({ page, request, adminToken }) => {
    const grant = await createDraftGrant(request, adminToken, { title: uniqueTitle('Activity grant') });
    const { project } = await trackedDemoProject(request, adminToken);
    await loginAs(page, DEMO_USERS.admin);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/activity$/);

    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Grant', exact: true }).click();
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.getByText(`Grant #${grant.id} · ${grant.title}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();

    await page.goto(`/projects/${project.id}/overview`);
    await page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(`/projects/${project.id}/history`);
    await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'History of changes' }).or(page.getByText('No changes recorded yet'))).toBeVisible();
  });
});
