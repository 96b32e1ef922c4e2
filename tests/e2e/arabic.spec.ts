import { apiPaths } from '../../contract/api-paths';
import { CommentType, ProposalPage } from '../../contract/enums';
import { DEMO_USERS, expect, loginAs, test, type UiLocale } from './support/fixtures';
import { actionHeaders, api, countries, uniqueTitle } from './support/grants';
import { grantWithProposals, proposalPath, type Proposal } from './support/proposals';

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
  settingsMenu: 'قائمة الإعدادات',
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

    // The menu's button is named by the name it shows; what it opens is its description, in Arabic.
    const menu = page.getByRole('banner').getByRole('button', { name: 'Layla Haddad', exact: true });
    await expect(menu).toHaveAccessibleDescription(AR.settingsMenu);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: AR.logOut })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a proposal card and its page name the country and the currency in Arabic, and write dates the Arabic way', async ({ page, request, adminToken }) => {
    const title = uniqueTitle('Arabic names');
    const { proposals } = await grantWithProposals(request, adminToken, [{ title }]);
    const [proposal] = proposals as [Proposal];
    const country = (await countries(request, adminToken)).find((entry) => entry.id === proposal.country_id);
    expect(country?.name_ar, 'the Arabic name of the proposal’s country').toBeTruthy();
    // The test grant is in US dollars (support/grants.ts).
    expect(proposal.currency_name).toBe('US Dollar');

    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await loginAs(page, DEMO_USERS.admin, { locale: 'ar' });
    // Initials follow the name: Layla Haddad is "LH", also right to left.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Layla Haddad', exact: true }).getByText('LH', { exact: true })).toBeVisible();

    await page.goto(`/grants/${proposal.grant_id}/proposals`);
    const card = page
      .getByRole('list', { name: 'المقترحات' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(country?.name_ar ?? '');
    await expect(card).not.toContainText(country?.name ?? '');
    await expect(card.getByTitle('دولار أمريكي')).toBeVisible();
    await expect(card).not.toContainText('US Dollar');

    await page.goto(proposalPath(proposal));
    const header = page.getByRole('main').getByRole('definition').filter({ hasText: country?.name_ar ?? '' });
    await expect(header).toBeVisible();
    await expect(page.getByRole('main').getByTitle('دولار أمريكي')).toBeVisible();
    // "03 ديسمبر 2025", never "03 ديسمبر, 2025": no Latin comma after an Arabic month.
    const period = page.getByRole('main').getByRole('definition').filter({ hasText: /\d{4}.+\d{4}/ }).first();
    await expect(period).toBeVisible();
    await expect(period).not.toContainText(/[\u0600-\u06FF], ?\d/);
  });

  test('a comment aligns to the start of its own language, in the English and in the Arabic portal', async ({ page, request, adminToken }) => {
    const { proposals } = await grantWithProposals(request, adminToken, [{ title: uniqueTitle('Aligned comments'), status: 'underNegotiation' }]);
    const [proposal] = proposals as [Proposal];
    const arabic = 'يرجى توضيح بند النقل حسب المحافظة.';
    const english = 'Please split the transport line by governorate.';
    for (const content of [arabic, english]) {
      const response = await request.post(api(apiPaths.proposals.negotiations(proposal.id)), {
        headers: actionHeaders(adminToken),
        data: { proj_id: proposal.id, page_id: ProposalPage.BUDGET, grant_id: proposal.grant_id, content, type: CommentType.Normal },
      });
      expect(response.ok(), `POST a comment: ${await response.text()}`).toBe(true);
    }

    /** Where the comment's text sits in its box: flush with the box's left or right edge. */
    const sideOf = async (text: string) => {
      const paragraph = page.getByText(text, { exact: true });
      await expect(paragraph).toBeVisible();
      return paragraph.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const line = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return Math.abs(box.right - line.right) < 2 ? 'right' : Math.abs(line.left - box.left) < 2 ? 'left' : 'middle';
      });
    };
    const openThread = async (locale: UiLocale) => {
      await page.goto(proposalPath(proposal, 'budget'));
      await page.getByRole('button', { name: locale === 'ar' ? 'التفاوض' : 'Negotiation', exact: true }).click();
    };

    await page.goto('/login');
    await loginAs(page, DEMO_USERS.admin);
    await openThread('en');
    expect(await sideOf(arabic)).toBe('right');
    expect(await sideOf(english)).toBe('left');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Negotiation' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Layla Haddad', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openThread('ar');
    expect(await sideOf(arabic)).toBe('right');
    expect(await sideOf(english)).toBe('left');
  });
});
