import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';

const ADMIN_NAME = 'Layla Haddad';

/**
 * The query cache as persisted on disk (src/lib/idb.ts, src/lib/persistence.ts: IndexedDB `donor-portal`, store
 * `key-value`, key `query-cache`), written at most once a second. Read so the test goes offline only once the
 * copy the offline start paints from is there, instead of sleeping.
 */
function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('donor-portal');
        // Never create the database here: the app's own first open must run its upgrade step.
        opening.addEventListener('upgradeneeded', () => opening.transaction?.abort());
        opening.addEventListener('error', () => resolve(''));
        opening.addEventListener('success', () => {
          const db = opening.result;
          const done = (value: string) => {
            db.close();
            resolve(value);
          };
          if (!db.objectStoreNames.contains('key-value')) return done('');
          const read = db.transaction('key-value').objectStore('key-value').get('query-cache');
          read.addEventListener('success', () => done(typeof read.result === 'string' ? read.result : ''));
          read.addEventListener('error', () => done(''));
        });
      }),
  );
}

// These tests cut the network: the service worker serves the app meanwhile (other files block it).
test.use({ serviceWorkers: 'allow' });

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
  await expect.poll(() => persistedCache(page)).toContain(ADMIN_NAME);

  await context.setOffline(true);
  await expect(status).toHaveText('Offline');
  await page.reload();

  // The app shell comes from the service worker, the user and home page from the persisted query cache.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: ADMIN_NAME, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online');
});

test('a page never opened on this device says so when offline, instead of loading forever', async ({ page, context }) => {
  await page.goto('/login');
  await loginAs(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();
  // The app's code is on the device (service worker precache); the initiatives data is not.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => persistedCache(page)).toContain(ADMIN_NAME);

  await context.setOffline(true);
  // Client-side navigation: the initiatives list was never fetched, so nothing of it is on this device.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Initiatives' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page has not been saved on this device yet.', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Initiatives' })).toBeVisible();
});
