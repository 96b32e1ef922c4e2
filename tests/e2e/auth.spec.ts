import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';

const ADMIN_NAME = 'Layla Haddad';

test.describe('signing in and out', () => {
  test('an admin logs in, then logs out through the settings menu', async ({ page }) => {
    await page.goto('/');
    // No session: the shell sends the visitor to the login page, remembering where they were going.
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN_NAME}` })).toBeVisible();

    await page.getByRole('button', { name: `Settings menu of ${ADMIN_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The session is gone for good: the home page sends back to the login page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: `Settings menu of ${ADMIN_NAME}` })).toHaveCount(0);
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
});
