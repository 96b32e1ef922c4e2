import { TOKEN_PATH } from '../../contract/api-paths';
import { createActiveUser, pathOf, tokenOf } from './support/accounts';
import { apiLogin, expect, latestMail, loginAs, test } from './support/fixtures';

test('a forgotten password is reset through the mailed link, which works only once', async ({ page, request, adminToken }) => {
  // Four password hashes on the server and a dozen steps: on two busy cores this can come near the default 30 s.
  test.slow();
  // A user of our own, so no demo account's password changes.
  const user = await createActiveUser(request, adminToken, { prefix: 'reset' });
  const newPassword = `Reset-${user.password}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  const since = Date.now() - 1;
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the link' }).click();

  await expect(page).toHaveURL(/\/check-inbox\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const { link, purpose } = tokenOf(await latestMail(user.email, { since }));
  expect(purpose).toBe(1);

  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/reset-password\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // A common password is refused in the form, before anything is sent, and the link stays usable.
  await page.getByLabel('New password').fill('password1234');
  await page.getByLabel('Confirm password').fill('password1234');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password is too easy to guess.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?/);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  // The success toast (Fluent renders each toast as a list item named by its title; the same text is also
  // announced through a hidden live region, so the plain text alone is not unique).
  await expect(page.getByRole('listitem', { name: 'Your password has been reset. You can log in now.' })).toBeVisible();

  // The new password signs in through the form...
  await loginAs(page, user.email, { password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();

  // ...and at the token endpoint, where the old one is now refused.
  await apiLogin(request, user.email, newPassword);
  const old = await request.post(TOKEN_PATH, { form: { grant_type: 'password', username: user.email, password: user.password } });
  expect(old.status()).toBe(400);

  // The mailed link has been spent.
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
});
