import { DEMO_USERS, expect, loginAs, test } from './support/fixtures';

// Arabic texts from src/locales/ar/messages.po and contract/messages.ts.
const AR = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  logIn: 'تسجيل الدخول',
  forgotPassword: 'نسيت كلمة المرور؟',
  emailRequired: 'حقل البريد الإلكتروني مطلوب',
  passwordRequired: 'حقل كلمة المرور مطلوب',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  welcome: (name: string) => `مرحبًا، ${name}`,
  settingsMenuOf: (name: string) => `قائمة إعدادات ${name}`,
  logOut: 'تسجيل الخروج',
  mainMenu: 'القائمة الرئيسية',
  online: 'متصل',
};

test.describe('Arabic, right to left', () => {
  test('switching to العربية on the login page turns the page to Arabic, right to left, and survives a reload', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'العربية' }).click();

    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: AR.logIn })).toBeVisible();
    await expect(page.getByLabel(AR.email)).toBeVisible();
    await expect(page.getByLabel(AR.password)).toBeVisible();
    await expect(page.getByRole('link', { name: AR.forgotPassword })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: AR.logIn })).toBeVisible();

    // And back to English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('the empty login form is refused with Arabic messages, and a wrong password with the server’s Arabic text', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('button', { name: AR.logIn }).click();

    await expect(page.getByText(AR.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(AR.passwordRequired, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(AR.email).fill(DEMO_USERS.viewer);
    await page.getByLabel(AR.password).fill('not-the-password-2');
    await page.getByRole('button', { name: AR.logIn }).click();
    await expect(page.getByRole('alert')).toContainText(AR.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after logging in in Arabic, the shell is Arabic and right to left', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('button', { name: AR.logIn })).toBeVisible();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: AR.welcome('Layla Haddad') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: AR.mainMenu })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: AR.online })).toBeVisible();

    await page.getByRole('button', { name: AR.settingsMenuOf('Layla Haddad') }).click();
    await expect(page.getByRole('menuitem', { name: AR.logOut })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
  });
});
