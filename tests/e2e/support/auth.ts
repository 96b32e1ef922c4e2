import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_PATH } from '../../../contract/api-paths';
import { DEMO_PASSWORD } from '../../../contract/constants';

export { DEMO_PASSWORD };

export type UiLocale = 'en' | 'ar';

/** Accessible names in both languages, so the same helper works before and after switching to Arabic. */
const labels = {
  email: /email|البريد/i,
  password: /password|كلمة المرور|كلمة السر/i,
  logIn: /^(log ?in|sign ?in|تسجيل الدخول|دخول)$/i,
};

export interface LoginOptions {
  password?: string;
  /** The UI language expected on the login page; both languages' labels are accepted either way. */
  locale?: UiLocale;
  /** Wait until the app has left /login (default true). */
  waitForApp?: boolean;
}

/** Logs in through the login form, the way a person would. */
export async function loginAs(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  const { password = DEMO_PASSWORD, waitForApp = true } = options;
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: labels.logIn }).click();
  if (waitForApp) await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}

/** Gets an access token from the token endpoint (OAuth2 password grant, form-urlencoded). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(TOKEN_PATH, {
    form: { grant_type: 'password', username: email, password },
  });
  expect(response.status(), `POST ${TOKEN_PATH} for ${email}`).toBe(200);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error(`No access_token in the token response for ${email}.`);
  return body.access_token;
}

/** Headers for API calls made on behalf of a user. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
