import { expect, it } from 'vitest';
import { TOKEN_PATH } from '#contract/api-paths';
import { ACCESS_TOKEN_LIFETIME_SECONDS, DEMO_PASSWORD } from '#contract/constants';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, form } from '../../test/test-app';

const PROFILE = '/api/DonorAdmin/profile';

describeOnEachDialect('signing in', (t) => {
  const grant = (username: string, password: string) =>
    t().call({ method: 'POST', url: TOKEN_PATH, ...form({ grant_type: 'password', username, password }) });

  it('answers a bearer token valid for 86400 s for the right email and password', async () => {
    const response = await grant('admin@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS });
    const profile = await t().call({ method: 'GET', url: PROFILE, token: body.access_token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'admin@demo.test', donor_name: expect.stringContaining('Al-Noor') });
    expect(profile.json().permissions).toEqual(['manage_grants', 'manage_programs', 'manage_settings', 'manage_users']);
  });

  it('accepts the email in any letter case', async () => {
    expect((await grant('Admin@Demo.TEST', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await grant('grants@demo.test', 'not-the-password');
    const unknownEmail = await grant('nobody@demo.test', DEMO_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: formatMessage('invalidCredentials') });
    }
  });

  it('does not let an invited user who has not accepted yet sign in', async () => {
    const response = await grant('karim@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(formatMessage('invalidCredentials'));
  });

  it('refuses a request that is not a password grant with per-field messages', async () => {
    const response = await t().call({ method: 'POST', url: TOKEN_PATH, ...form({ grant_type: 'client_credentials', username: 'x' }) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(expect.arrayContaining(['grant_type', 'username', 'password']));
  });

  it('slows down guessing: after 10 failures for one email it answers 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await grant('finance@demo.test', 'guess')).statusCode).toBe(400);
    const blocked = await grant('finance@demo.test', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('accountLocked');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    expect((await grant('programs@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('holds the limit against 50 wrong passwords sent at once, whatever the letter case of the email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => grant(index % 2 ? 'Parallel.Guess@Demo.test' : 'parallel.guess@demo.test', `guess-${index}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it('answers 401 without a token, with a malformed one and with one signed by someone else', async () => {
    const token = await t().signIn('admin@demo.test');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [undefined, 'Bearer', 'Bearer not-a-jwt', `Bearer ${forged}`, `Basic ${token}`]) {
      const response = await t().call({ method: 'GET', url: PROFILE, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().Message).toBe(formatMessage('unauthorized'));
    }
  });

  it('revokes the token on logout while other sessions go on', async () => {
    const first = await t().signIn('admin@demo.test');
    const second = await t().signIn('admin@demo.test');
    expect((await t().call({ method: 'POST', url: '/api/DonorAccount/Logout', token: first })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: PROFILE, token: first })).statusCode).toBe(401);
    expect((await t().call({ method: 'GET', url: PROFILE, token: second })).statusCode).toBe(200);
  });

  it('exchanges a still-valid token for a fresh one (LoginByToken), and refuses a revoked one', async () => {
    const handedOver = await t().signIn('grants@demo.test');
    const response = await t().call({ method: 'POST', url: `/api/auth/LoginByToken?token=${handedOver}` });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().access_token;
    expect(fresh).not.toBe(handedOver);
    expect((await t().call({ method: 'GET', url: PROFILE, token: fresh })).json().email).toBe('grants@demo.test');
    // The handed-over token is spent: it has been replaced.
    expect((await t().call({ method: 'GET', url: PROFILE, token: handedOver })).statusCode).toBe(401);
    expect((await t().call({ method: 'POST', url: `/api/auth/LoginByToken?token=${handedOver}` })).statusCode).toBe(401);

    await t().call({ method: 'POST', url: '/api/DonorAccount/Logout', token: fresh });
    expect((await t().call({ method: 'POST', url: `/api/auth/LoginByToken?token=${fresh}` })).statusCode).toBe(401);
  });

  it('tells a signed-in user their own permissions, empty for a role without any', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    const response = await t().call({ method: 'GET', url: '/api/DonorAdmin/GetPermissions', token: viewer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const grants = await t().signIn('grants@demo.test');
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin/GetPermissions', token: grants })).json()).toEqual(['manage_grants']);
  });
});
