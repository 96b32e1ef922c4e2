import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';

const ADMIN_NAME = 'Layla Haddad';

test('the signed-in shell paints from the saved app and cache when the connection is gone', async ({ page, context }) => {
  await page.goto('/login');
  await loginAs(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();

  // One online visit: the service worker installs and, after one reload, controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText('Online');

  await context.setOffline(true);
  await expect(status).toHaveText('Offline');
  await page.reload();

  // The app shell comes from the service worker, the user and home page from the persisted query cache.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Settings menu of ${ADMIN_NAME}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online');
});
