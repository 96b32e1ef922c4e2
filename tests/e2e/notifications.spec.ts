import { apiPaths } from '../../contract/api-paths';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { actionHeaders, api, createPublishedGrant, futureDate, getGrant, uniqueTitle, userIdOf } from './support/grants';

test.describe('live notifications', () => {
  test('a co-manager redrafts a grant: the admin sees the badge and the toast, opens the grant and marks all read', async ({
    page,
    browser,
    request,
    adminToken,
  }) => {
    // A published grant that admin and grants@demo.test are both in charge of.
    const title = uniqueTitle('Notified grant');
    const published = await createPublishedGrant(request, adminToken, { title });
    const [adminId, grantsId] = await Promise.all([
      userIdOf(request, adminToken, DEMO_USERS.admin),
      userIdOf(request, adminToken, DEMO_USERS.grants),
    ]);
    const assigned = await request.put(api(apiPaths.grants.usersInCharge(published.id)), {
      headers: actionHeaders(adminToken, published.version),
      data: { users: [{ admin_id: adminId, is_manager: true }, { admin_id: grantsId, is_manager: false }] },
    });
    expect(assigned.status(), `users in charge: ${await assigned.text()}`).toBe(200);
    // Start from nothing unread so that the badge counts this test's events only.
    const cleared = await request.put(api('/DonorNotification/markAllAsRead'), { headers: bearer(adminToken) });
    expect(cleared.status()).toBe(200);

    await page.goto('/login?redirect=/');
    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/$/);
    const bell = page.getByTestId('notification-bell');
    const badge = page.getByTestId('notification-badge');
    await expect(page.locator('[data-hub-state="connected"]')).toBeVisible({ timeout: 20_000 });
    await expect(badge).toHaveCount(0);

    // The other user, in a browser context of their own, works on the grant through the API.
    const other = await browser.newContext();
    try {
      const grantsToken = await apiLogin(other.request, DEMO_USERS.grants);
      let grant = await getGrant(other.request, grantsToken, published.id);
      const deadline = await other.request.put(api(apiPaths.grants.deadline(grant.id)), {
        headers: actionHeaders(grantsToken, grant.version),
        data: { deadline: futureDate(45) },
      });
      expect(deadline.status(), `deadline: ${await deadline.text()}`).toBe(200);
      await expect(badge).toHaveText('1', { timeout: 15_000 });

      grant = await getGrant(other.request, grantsToken, published.id);
      const redraft = await other.request.put(api(apiPaths.grants.redraft(grant.id)), { headers: actionHeaders(grantsToken, grant.version) });
      expect(redraft.status(), `redraft: ${await redraft.text()}`).toBe(200);
    } finally {
      await other.close();
    }

    // The redraft is toast-flagged: the top-right toast tells it, and the badge counts two.
    await expect(badge).toHaveText('2', { timeout: 15_000 });
    const toast = page.getByRole('status').filter({ hasText: 'New notification' }).or(page.locator('.fui-Toast').filter({ hasText: 'New notification' }));
    await expect(toast.first()).toContainText(`returned the grant “${title}” to draft`);

    // The menu's item opens the grant's overview and is read from then on.
    await bell.click();
    const item = page.getByRole('button', { name: new RegExp(`^Unread: .*returned the grant “${title}” to draft`) });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/grants/${published.id}/overview$`));
    await expect(badge).toHaveText('1');

    // Mark all as read: the badge goes.
    await bell.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge).toHaveCount(0);
    await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  });

  test('in Arabic, a new notification reads in Arabic with its relative time in Arabic', async ({ page, browser, request, adminToken }) => {
    const title = uniqueTitle('Arabic notified grant');
    const published = await createPublishedGrant(request, adminToken, { title });
    const [adminId, grantsId] = await Promise.all([
      userIdOf(request, adminToken, DEMO_USERS.admin),
      userIdOf(request, adminToken, DEMO_USERS.grants),
    ]);
    const assigned = await request.put(api(apiPaths.grants.usersInCharge(published.id)), {
      headers: actionHeaders(adminToken, published.version),
      data: { users: [{ admin_id: adminId, is_manager: true }, { admin_id: grantsId, is_manager: false }] },
    });
    expect(assigned.status(), `users in charge: ${await assigned.text()}`).toBe(200);
    await request.put(api('/DonorNotification/markAllAsRead'), { headers: bearer(adminToken) });

    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/login?redirect=/');
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-hub-state="connected"]')).toBeVisible({ timeout: 20_000 });

    const other = await browser.newContext();
    try {
      const grantsToken = await apiLogin(other.request, DEMO_USERS.grants);
      const grant = await getGrant(other.request, grantsToken, published.id);
      const deadline = await other.request.put(api(apiPaths.grants.deadline(grant.id)), {
        headers: actionHeaders(grantsToken, grant.version),
        data: { deadline: futureDate(60) },
      });
      expect(deadline.status(), `deadline: ${await deadline.text()}`).toBe(200);
    } finally {
      await other.close();
    }

    await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    // Seconds old: section 9's "just now", in Arabic; the sentence around the grant's title is Arabic too.
    const item = page.getByRole('button').filter({ hasText: title });
    await expect(item).toContainText('الآن');
    await expect(item).not.toContainText('just now');
    await expect(item).toContainText(/[\u0600-\u06FF]/);
  });
});
