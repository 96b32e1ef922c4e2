import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, loginAs, test, type UiLocale } from './support/fixtures';
import {
  api,
  cardDate,
  changeDeadline,
  createPublishedGrant,
  futureDate,
  getGrant,
  grantCard,
  pendingCount,
  persistedCache,
  uniqueTitle,
  untilSavedOnDevice,
  waitForServiceWorkerControl,
} from './support/grants';

/**
 * Issue 17's two blockers, as a user meets them in Chromium (its own Accept-Encoding: gzip, deflate, br):
 * a change the server saved is shown as saved, and what was shown stays on the device through offline reloads.
 */

const ADMIN_NAME = 'Layla Haddad';
/** Long enough that every answer about the grant is over the server's compression threshold (1 KiB). */
const LONG_DESCRIPTION = 'Keeps girls aged 10–16 in school through transport, catch-up classes and family outreach. '.repeat(20);

async function openGrantsOf(page: Page, title: string, locale: UiLocale = 'en'): Promise<void> {
  await page.goto('/login');
  if (locale === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
  await loginAs(page, DEMO_USERS.admin, { locale });
  await page.goto(`/grants?search=${encodeURIComponent(title)}`);
  await expect(grantCard(page, title)).toBeVisible();
}

test.describe('a saved change is shown as saved', () => {
  test('a compressed answer to a change arrives whole, the change is saved once and nothing waits or is refused', async ({
    page,
    request,
    adminToken,
  }) => {
    const title = uniqueTitle('Compressed answers');
    const grant = await createPublishedGrant(request, adminToken, { title, description: LONG_DESCRIPTION });
    await openGrantsOf(page, title);

    const first = futureDate(60);
    const answered = page.waitForResponse((response) => response.url().endsWith(api(`/DonorGrant/${grant.id}/Deadline`)));
    await changeDeadline(page, title, first);
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(['br', 'gzip']).toContain(answer.headers()['content-encoding']);
    expect(await answer.json()).toMatchObject({ id: grant.id, deadline: first, version: grant.version + 1 });

    // A second change right after is based on the version the first one produced: no conflict with oneself.
    const second = futureDate(75);
    await changeDeadline(page, title, second);
    await expect(grantCard(page, title)).toContainText(cardDate(second));
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /conflict|refused|rejected/i })).toHaveCount(0);
    expect(await getGrant(request, adminToken, grant.id)).toEqual(expect.objectContaining({ deadline: second, version: grant.version + 2 }));
  });
});

for (const locale of ['en', 'ar'] as const) {
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test(`offline, every visited page stays readable through several reloads and moves between pages (${locale})`, async ({
      page,
      context,
      request,
      adminToken,
    }) => {
      test.slow();
      const title = uniqueTitle(`Kept offline ${locale}`);
      const grant = await createPublishedGrant(request, adminToken, { title, description: LONG_DESCRIPTION });
      await openGrantsOf(page, title, locale);
      await untilSavedOnDevice(page);
      const grantPath = `/grants/${grant.id}`;
      await page.goto(grantPath);
      await expect(page.getByText(title).first()).toBeVisible();
      await untilSavedOnDevice(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(ADMIN_NAME) })).toBeVisible();
      await waitForServiceWorkerControl(page);
      await untilSavedOnDevice(page);
      expect(await persistedCache(page)).toContain(`"grants","detail",${grant.id}]`);

      await context.setOffline(true);
      const grantShown = async () => {
        await expect(page.getByText(title).first()).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(ADMIN_NAME) })).toBeVisible();
        await expect(page.getByText(/not been saved on this device|لم تُحفظ|لم يتم حفظ/)).toHaveCount(0);
      };

      await page.goto(grantPath);
      await grantShown();
      for (let reload = 0; reload < 3; reload += 1) {
        await page.reload();
        await grantShown();
      }

      // Between pages seen before: by address, by the main menu, and reloading each of them.
      await page.goto(`/grants?search=${encodeURIComponent(title)}`);
      await expect(grantCard(page, title)).toBeVisible();
      await page.reload();
      await expect(grantCard(page, title)).toBeVisible();
      await page.getByRole('navigation', { name: /^(Main menu|القائمة الرئيسية)$/ }).getByRole('link', { name: /^(Home|الرئيسية)$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(ADMIN_NAME) })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(ADMIN_NAME) })).toBeVisible();
      await page.goto(grantPath);
      await grantShown();

      await context.setOffline(false);
    });
  });
}
