import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { arabicOf } from './support/grants';

/** The rail's width as drawn: 52 collapsed, 220 open (spec sections 2 and 9). */
async function widthOf(rail: Locator): Promise<number> {
  return (await rail.boundingBox())?.width ?? 0;
}

/** Wide enough for the permanent rail (from 1200px up); the rail opens on hover. */
async function openRailByHover(page: Page, menuName: string): Promise<Locator> {
  await page.setViewportSize({ width: 1400, height: 900 });
  const rail = page.getByRole('navigation', { name: menuName });
  await rail.hover();
  await expect.poll(() => widthOf(rail)).toBeGreaterThan(200);
  return rail;
}

test.describe('the hover side menu', () => {
  test('closes when an entry is clicked, and opens again on the next hover', async ({ page }) => {
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    const rail = await openRailByHover(page, 'Main menu');

    // Clicked on its label, far from the icons: the pointer stays where the open menu was.
    await rail.getByRole('link', { name: 'Grants' }).click();
    await expect(page).toHaveURL(/\/grants(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
    await expect.poll(() => widthOf(rail)).toBeLessThan(60);

    await page.mouse.move(700, 450);
    await rail.hover();
    await expect.poll(() => widthOf(rail)).toBeGreaterThan(200);
  });

  test('in Arabic, right to left, it closes too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    const rail = await openRailByHover(page, arabicOf('Main menu') ?? 'missing translation');
    await rail.getByRole('link', { name: arabicOf('Grants') ?? 'missing translation' }).click();
    await expect(page).toHaveURL(/\/grants(\?.*)?$/);
    await expect.poll(() => widthOf(rail)).toBeLessThan(60);
  });
});

test.describe('offline toasts', () => {
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('opening a page not saved on this device while offline says "You are offline" once', async ({ page, context }) => {
      await page.goto('/login');
      await loginAs(page, DEMO_USERS.admin);
      // The service worker serves the app's code offline (tests/e2e/offline.spec.ts).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await context.setOffline(true);
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Proposals' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      // Fluent renders each toast as a list item named by its title (a hidden live region repeats the text).
      const toast = page.getByRole('listitem', { name: 'You are offline. The portal will try again when the connection is back.' });
      await expect(toast.first()).toBeVisible();
      // Every query of the page failed at once; their toasts would have arrived together.
      await expect(toast).toHaveCount(1);
    });
  });
});
