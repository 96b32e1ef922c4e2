import type { Page } from '@playwright/test';
import { API_BASE, apiPaths } from '../../contract/api-paths';
import { randomUUID } from 'node:crypto';
import { createActiveUser } from './support/accounts';
import { apiLogin, bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { arabicOf } from './support/grants';

const USERS = `${API_BASE}${apiPaths.admin.users}`;

type UserPage = { data: Array<{ id: number; email: string; role_id: number | null }>; total: number };

/** The 403 page of the shell: status, title and explanation, with the signed-in user's top bar around it. */
async function expectForbiddenInShell(page: Page, userName: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'not authorized' })).toBeVisible();
  await expect(main.getByText('403', { exact: true })).toBeVisible();
  await expect(main.getByText("Access Denied. You don't have permissions to access this page.")).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to home' })).toBeVisible();
  // Inside the shell: the top bar with the user's settings menu and the main navigation are still there.
  await expect(page.getByRole('banner').getByRole('button', { name: userName, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donor Portal, home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test.describe('pages the user may not open', () => {
  test('a viewer opening Settings → Users sees the 403 page inside the shell', async ({ page }) => {
    await page.goto('/login?redirect=/settings/users');
    await loginAs(page, DEMO_USERS.viewer);
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expectForbiddenInShell(page, 'Sarah Mitchell');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toHaveCount(0);
  });

  test('a grants officer opening Settings → Roles sees the 403 page inside the shell', async ({ page }) => {
    await page.goto('/login?redirect=/settings/roles');
    await loginAs(page, DEMO_USERS.grants);
    await expect(page).toHaveURL(/\/settings\/roles$/);
    await expectForbiddenInShell(page, 'عمر الخطيب');
    await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toHaveCount(0);
  });
});

test.describe('a user whose only permission is manage_settings', () => {
  test('sees the Settings entry, lands on Preferences from the menu and from /settings', async ({ page, request, adminToken }) => {
    const roleName = `Settings only ${randomUUID().slice(0, 8)}`;
    const role = await request.post(`${API_BASE}${apiPaths.roles.list}`, {
      headers: bearer(adminToken),
      data: { name: roleName, permissions: ['manage_settings'] },
    });
    expect(role.status(), await role.text()).toBe(200);
    const user = await createActiveUser(request, adminToken, { prefix: 'settings', roleName });

    await page.goto('/login');
    await loginAs(page, user.email, { password: user.password });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const settings = menu.getByRole('link', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Grants' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Initiatives' })).toHaveCount(0);

    await settings.click();
    await expect(page).toHaveURL(/\/settings\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await expect(page.getByText("Access Denied. You don't have permissions to access this page.")).toHaveCount(0);
    // The settings menu lists the pages this user may open, and none they may not.
    const settingsNav = page.getByRole('navigation', { name: 'Settings' });
    await expect(settingsNav.getByRole('link', { name: 'Due diligence' })).toBeVisible();
    await expect(settingsNav.getByRole('link', { name: 'Users' })).toHaveCount(0);

    // /settings alone lands on a page the user may open too.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  });
});

test.describe('pages that write need the permission to open', () => {
  test('a viewer opening /grants/new by its address sees the 403 page and no grant form', async ({ page }) => {
    await page.goto('/login?redirect=/grants/new');
    await loginAs(page, DEMO_USERS.viewer);
    await expect(page).toHaveURL(/\/grants\/new$/);
    await expectForbiddenInShell(page, 'Sarah Mitchell');
    await expect(page.getByRole('heading', { name: 'New grant' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create grant' })).toHaveCount(0);
  });

  test('in Arabic, the viewer is refused /grants/new with the Arabic 403 page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/login?redirect=/grants/new');
    await loginAs(page, DEMO_USERS.viewer, { locale: 'ar' });
    await expect(page).toHaveURL(/\/grants\/new$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: arabicOf('not authorized') ?? 'missing translation' })).toBeVisible();
    await expect(main.getByText(arabicOf("Access Denied. You don't have permissions to access this page.") ?? 'missing translation')).toBeVisible();
    await expect(main.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: arabicOf('New grant') ?? 'missing translation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: arabicOf('Create grant') ?? 'missing translation' })).toHaveCount(0);
  });

  test('a grants officer opens /grants/new and gets the form', async ({ page }) => {
    await page.goto('/login?redirect=/grants/new');
    await loginAs(page, DEMO_USERS.grants);
    await expect(page.getByRole('heading', { level: 1, name: 'New grant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create grant' })).toBeVisible();
  });
});

test.describe('the API keeps funders apart', () => {
  test('another funder’s admin neither lists nor reaches the first funder’s users', async ({ request, adminToken }) => {
    const first = await request.get(`${USERS}?rows=100`, { headers: bearer(adminToken) });
    expect(first.status()).toBe(200);
    const firstUsers = ((await first.json()) as UserPage).data;
    const victim = firstUsers.find((user) => user.email === DEMO_USERS.viewer);
    expect(victim, 'viewer@demo.test in the first funder’s list').toBeTruthy();
    const victimId = victim?.id ?? 0;

    const otherToken = await apiLogin(request, DEMO_USERS.otherAdmin);
    const other = await request.get(`${USERS}?rows=100`, { headers: bearer(otherToken) });
    expect(other.status()).toBe(200);
    const otherEmails = ((await other.json()) as UserPage).data.map((user) => user.email);
    expect(otherEmails).toContain(DEMO_USERS.otherAdmin);
    expect(otherEmails.filter((email) => email.endsWith('@demo.test'))).toEqual([]);
    for (const user of firstUsers) expect(otherEmails).not.toContain(user.email);

    // A role of the other funder, so the change-role body is valid and only the user's funder is wrong.
    const roles = await request.get(`${API_BASE}${apiPaths.roles.options}`, { headers: bearer(otherToken) });
    expect(roles.status()).toBe(200);
    const otherRoleId = ((await roles.json()) as Array<{ id: number }>)[0]?.id;
    expect(otherRoleId).toBeTruthy();

    const headers = bearer(otherToken);
    // The API has no single-user GET or PUT under /DonorAdmin/{id} (only PUT …/{id}/Role and DELETE …/{id}), so
    // those two answer 404 whoever asks; the real checks are the change of role and the deletion below.
    expect((await request.get(`${API_BASE}${apiPaths.admin.user(victimId)}`, { headers })).status()).toBe(404);
    expect((await request.put(`${API_BASE}${apiPaths.admin.user(victimId)}`, { headers, data: { name: 'Taken over' } })).status()).toBe(404);

    // The other funder's user is answered exactly like a user that does not exist: nothing says it is there.
    const changeRole = await request.put(`${API_BASE}${apiPaths.admin.userRole(victimId)}`, { headers, data: { role_id: otherRoleId } });
    expect(changeRole.status()).toBe(404);
    expect(await changeRole.json()).toEqual({ Message: 'User not found' });
    const remove = await request.delete(`${API_BASE}${apiPaths.admin.user(victimId)}`, { headers });
    expect(remove.status()).toBe(404);
    expect(await remove.json()).toEqual({ Message: 'User not found' });

    // Nothing changed for the first funder.
    const after = await request.get(`${USERS}?rows=100`, { headers: bearer(adminToken) });
    const stillThere = ((await after.json()) as UserPage).data.find((user) => user.id === victimId);
    expect(stillThere).toEqual(expect.objectContaining({ email: DEMO_USERS.viewer, role_id: victim?.role_id }));
  });

  test('a viewer’s token is refused the users list with 403', async ({ request }) => {
    const viewerToken = await apiLogin(request, DEMO_USERS.viewer);
    const answer = await request.get(USERS, { headers: bearer(viewerToken) });
    expect(answer.status()).toBe(403);
  });
});
