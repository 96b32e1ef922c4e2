import { pathOf, tokenOf, uniqueEmail } from './support/accounts';
import { DEMO_USERS, expect, latestMail, loginAs, test } from './support/fixtures';

test('an admin invites a colleague, who accepts, sets up the account and can log in again', async ({ page, browser }) => {
  // Two people, two browsers and a dozen steps with password hashing on the server: on two busy cores this
  // can come near the default 30 s, so it gets the slow test's allowance.
  test.slow();
  const email = uniqueEmail('invitee');
  const invitedName = `Invitee ${email.slice(8, 16)}`;
  const finalName = `${invitedName} Updated`;
  const password = `Invited-${email.slice(8, 16)}!`;

  // The admin invites the colleague from Settings → Users.
  await page.goto('/login?redirect=/settings/users');
  await loginAs(page, DEMO_USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();

  const since = Date.now() - 1;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Name').fill(invitedName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Grants Officer' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  // The new colleague is listed, waiting for the invitation to be accepted (found by search: other tests add users,
  // so the first page need not hold them).
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  const mail = await latestMail(email, { since });
  const { link, purpose } = tokenOf(mail);
  expect(purpose).toBe(0);

  // The colleague opens the mailed link in a browser of their own.
  const invitee = await browser.newContext();
  try {
    const own = await invitee.newPage();
    await own.goto(pathOf(link));
    await expect(own).toHaveURL(/\/accept-invitation\?/);
    await expect(own.getByRole('heading', { level: 1, name: `Welcome, ${invitedName}` })).toBeVisible();
    await expect(own.getByText(email)).toBeVisible();
    await own.getByRole('button', { name: 'Set up my account' }).click();

    await expect(own).toHaveURL(/\/setup-account\?/);
    await expect(own.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await own.getByLabel('New password').fill(password);
    await own.getByLabel('Confirm password').fill(password);
    await own.getByRole('button', { name: 'Save and continue' }).click();

    await expect(own).toHaveURL(/\/setup-profile$/);
    await expect(own.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    const name = own.getByLabel('Name');
    await expect(name).toHaveValue(invitedName);
    await name.fill(finalName);
    await own.getByLabel('Phone (optional)').fill('+962 79 555 0199');
    await own.getByRole('button', { name: 'Save and open the portal' }).click();

    // Signed in, on home, under the name they chose.
    await expect(own).toHaveURL(/\/$/);
    await expect(own.getByRole('heading', { level: 1, name: `Welcome, ${finalName}` })).toBeVisible();
    const menu = own.getByRole('banner').getByRole('button', { name: finalName, exact: true });
    await expect(menu).toBeVisible();

    // Log out, then in again with the chosen password.
    await menu.click();
    await own.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(own).toHaveURL(/\/login(\?|$)/);
    await loginAs(own, email, { password });
    await expect(own).toHaveURL(/\/$/);
    await expect(own.getByRole('heading', { level: 1, name: `Welcome, ${finalName}` })).toBeVisible();
  } finally {
    await invitee.close();
  }
});
