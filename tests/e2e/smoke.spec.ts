import { expect, test } from './support/fixtures';

test('opens the login page of the installed PWA', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Donor Portal/);
  await expect(page.locator('#root')).not.toBeEmpty();
});
