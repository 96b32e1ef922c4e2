import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_BASE, apiPaths } from '../../../contract/api-paths';
import { bearer } from './auth';
import { latestMail, type DevMail } from './mail';

/** A unique address per call, so tests (and their retries) never collide on the same user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/** The mailed link's token and purpose (`${PUBLIC_URL}/check-token?token=…&purpose=N`). */
export function tokenOf(mail: DevMail): { link: string; token: string; purpose: number } {
  expect(mail.link, `a link in the mail "${mail.subject}" to ${mail.to}`).toBeTruthy();
  const url = new URL(mail.link ?? '');
  expect(url.pathname).toBe('/check-token');
  const token = url.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  return { link: mail.link ?? '', token, purpose: Number(url.searchParams.get('purpose')) };
}

/** The same link on the server the tests run against (mails use PUBLIC_URL, which is that server too). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface NewUser {
  id: number;
  name: string;
  email: string;
  password: string;
}

/**
 * Invites a user through the API with the admin's token and completes the set-up with the mailed token, so the
 * user can sign in with `password`. Used to arrange data without touching the demo accounts.
 */
export async function createActiveUser(
  request: APIRequestContext,
  adminToken: string,
  { prefix = 'user', roleName = 'Viewer / مشاهد', password = `Pw-${randomUUID().slice(0, 12)}` } = {},
): Promise<NewUser> {
  const email = uniqueEmail(prefix);
  const name = `E2E ${prefix} ${email.slice(prefix.length + 1, prefix.length + 9)}`;

  const roles = await request.get(`${API_BASE}${apiPaths.roles.options}`, { headers: bearer(adminToken) });
  expect(roles.status()).toBe(200);
  const role = ((await roles.json()) as Array<{ id: number; name: string }>).find((option) => option.name === roleName);
  expect(role, `role "${roleName}"`).toBeTruthy();

  const since = Date.now() - 1;
  const invited = await request.post(`${API_BASE}${apiPaths.invitedUser.invite}`, {
    headers: bearer(adminToken),
    data: { name, email, role_id: role?.id },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { id } = (await invited.json()) as { id: number };

  const { token } = tokenOf(await latestMail(email, { since }));
  const setUp = await request.post(`${API_BASE}${apiPaths.accountSetup.setCredentials}`, {
    data: { token, password, confirm_password: password },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  return { id, name, email, password };
}
