import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { arabicOf, createDraftGrant, getGrant, uniqueTitle } from './support/grants';

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
});
