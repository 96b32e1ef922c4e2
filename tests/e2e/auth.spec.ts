import { TOKEN_PATH } from '../../contract/api-paths';
import { createActiveUser } from './support/accounts';
import { DEMO_USERS, apiLogin, expect, loginAs, test } from './support/fixtures';

const ADMIN_NAME = 'Layla Haddad';

test.describe('signing in and out', () => {
  test('an admin logs in, then logs out through the settings menu', async ({ page }) => {
    await page.goto('/');
    // No session: the shell sends the visitor to the login page, remembering where they were going.
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();

    // Named by the name it shows, for speech input (WCAG 2.5.3); what it opens is its description.
    const menu = page.getByRole('banner').getByRole('button', { name: ADMIN_NAME, exact: true });
    await expect(menu).toHaveAccessibleDescription('Settings menu');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The session is gone for good: the home page sends back to the login page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: ADMIN_NAME, exact: true })).toHaveCount(0);
  });

  test('a wrong password shows the server’s message in the form and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USERS.viewer);
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('logging in from /login?redirect= returns to the requested page', async ({ page }) => {
    await page.goto('/login?redirect=/settings/users');
    await loginAs(page, DEMO_USERS.admin);

    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
  });

  test('a page opened without a session comes back after logging in', async ({ page }) => {
    await page.goto('/settings/users');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await loginAs(page, DEMO_USERS.admin);

    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
  });

  test('ten wrong passwords lock the account for 15 minutes, and the login page says until when', async ({ page, request, adminToken }) => {
    test.slow();
    const user = await createActiveUser(request, adminToken, { prefix: 'locked' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await request.post(TOKEN_PATH, { form: { grant_type: 'password', username: user.email, password: `wrong-${attempt}` } });
      expect(refused.status()).toBe(400);
    }
    // Even the right password is refused while the lock lasts.
    await loginAs(page, user.email, { password: user.password, waitForApp: false });
    const alert = page.getByRole('alert').filter({ hasText: 'locked' });
    await expect(alert).toContainText('This account is locked for 15 minutes after too many failed sign-ins.');
    await expect(alert).toContainText(/Please try again after \d{2}:\d{2}, or reset your password\./);
    await expect(alert).not.toContainText('UTC');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('the profile lists the signed-in devices, signs one out, then signs out everywhere', async ({ page, request, adminToken }) => {
    test.slow();
    const user = await createActiveUser(request, adminToken, { prefix: 'devices' });
    const elsewhere = await apiLogin(request, user.email, user.password);
    await loginAs(page, user.email, { password: user.password });
    await page.getByRole('banner').getByRole('button', { name: user.name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Update profile' }).click();
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    // Setting the password up signed the user in too: three sessions, this one first.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await expect(devices.getByRole('listitem').first()).toContainText('Chrome');
    await expect(devices.getByRole('listitem').first()).toContainText('127.0.0.1');

    await devices.getByRole('button', { name: /^Sign out / }).first().click();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await devices.getByRole('button', { name: /^Sign out / }).first().click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    const profile = (token: string) => request.get('/api/DonorAdmin/profile', { headers: { authorization: `Bearer ${token}` } });
    expect((await profile(elsewhere)).status()).toBe(401);

    const again = await apiLogin(request, user.email, user.password);
    await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect((await profile(again)).status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});
