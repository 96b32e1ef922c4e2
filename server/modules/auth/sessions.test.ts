import { expect, it } from 'vitest';
import { TOKEN_PATH } from '#contract/api-paths';
import { DEMO_PASSWORD } from '#contract/constants';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, form } from '../../test/test-app';

const PROFILE = '/api/DonorAdmin/profile';
const SESSIONS = '/api/DonorAccount/Sessions';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describeOnEachDialect('signed-in devices and new passwords', (t) => {
  const signInFrom = async (email: string, userAgent: string, remoteAddress: string, password = DEMO_PASSWORD) => {
    const body = form({ grant_type: 'password', username: email, password });
    const response = await t().call({ method: 'POST', url: TOKEN_PATH, remoteAddress, ...body, headers: { ...body.headers, 'user-agent': userAgent } });
    expect(response.statusCode).toBe(200);
    return response.json<{ access_token: string }>().access_token;
  };
  const status = async (token: string) => (await t().call({ method: 'GET', url: PROFILE, token })).statusCode;

  it('lists the caller’s own devices, the one asking first, and signs one of them out', async () => {
    const laptop = await signInFrom('grants@demo.test', FIREFOX, '192.0.2.10');
    const phone = await signInFrom('grants@demo.test', SAFARI, '198.51.100.7');
    await signInFrom('programs@demo.test', FIREFOX, '192.0.2.99');
    const listed = await t().call({ method: 'GET', url: SESSIONS, token: laptop });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{ id: number; user_agent: string; client_address: string; current: boolean; signed_in_at: string; last_seen_at: string }[]>();
    expect(sessions.map((s) => [s.user_agent, s.client_address, s.current])).toEqual([
      [FIREFOX, '192.0.2.10', true],
      [SAFARI, '198.51.100.7', false],
    ]);
    expect(Date.parse(sessions[0]?.signed_in_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const phoneSession = sessions[1]?.id ?? 0;
    // Another user's session is not found, and changes nothing.
    const programs = await t().signIn('programs@demo.test');
    expect((await t().call({ method: 'DELETE', url: `${SESSIONS}/${phoneSession}`, token: programs })).statusCode).toBe(404);
    expect(await status(phone)).toBe(200);

    expect((await t().call({ method: 'DELETE', url: `${SESSIONS}/${phoneSession}`, token: laptop })).statusCode).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(200);
    expect((await t().call({ method: 'GET', url: SESSIONS, token: laptop })).json()).toHaveLength(1);
  });

  it('signs out everywhere: every token of the user stops working, other users’ go on', async () => {
    const one = await signInFrom('finance@demo.test', FIREFOX, '192.0.2.20');
    const two = await signInFrom('finance@demo.test', SAFARI, '192.0.2.21');
    const someoneElse = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'POST', url: '/api/DonorAccount/SignOutEverywhere', token: two })).statusCode).toBe(200);
    expect(await status(one)).toBe(401);
    expect(await status(two)).toBe(401);
    expect(await status(someoneElse)).toBe(200);
    const again = await t().signIn('finance@demo.test');
    expect((await t().call({ method: 'GET', url: SESSIONS, token: again })).json()).toHaveLength(1);
  });

  it('a password change signs out the other devices and replaces the caller’s token', async () => {
    const token = await signInFrom('admin@other.test', FIREFOX, '192.0.2.30');
    const other = await signInFrom('admin@other.test', SAFARI, '192.0.2.31');
    const changed = await t().call({
      method: 'POST',
      url: '/api/DonorAccount/ChangePassword',
      token,
      payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'Saffron-Harbour-Lantern-71', ConfirmPassword: 'Saffron-Harbour-Lantern-71' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json().access_token;
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
    const sessions = (await t().call({ method: 'GET', url: SESSIONS, token: renewed })).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  it('refuses a new password shorter than 12 characters, or one zxcvbn finds easy to guess, on every form', async () => {
    const admin = await t().signIn('admin@demo.test');
    const change = (password: string) =>
      t().call({ method: 'POST', url: '/api/DonorAccount/ChangePassword', token: admin, payload: { OldPassword: DEMO_PASSWORD, NewPassword: password, ConfirmPassword: password } });
    const short = await change('Sh0rt-Pass!');
    expect(short.statusCode).toBe(400);
    expect(short.json().ModelState.NewPassword).toEqual([formatMessage('minLength', { field: 'NewPassword', min: 12 })]);
    for (const weak of ['password1234', 'qwertyuiopas', 'admin@demo.test', 'aaaaaaaaaaaaaaaa']) {
      const refused = await change(weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()], weak).toBe('passwordWeak');
      expect(refused.json().ModelState.NewPassword).toEqual([formatMessage('passwordWeak', { field: 'NewPassword' })]);
    }
    expect(await status(admin)).toBe(200);
    await t().signIn('admin@demo.test');

    await t().call({ method: 'POST', url: '/api/auth/ForgotPassword?email=viewer@demo.test' });
    await t().app.portal.background.idle();
    const { token } = t().linkIn(t().latestMail('viewer@demo.test'));
    const reset = (password: string) =>
      t().call({ method: 'POST', url: '/api/auth/ResetPassword', payload: { code: token, password, confirm_password: password, purpose: 1 } });
    const weakReset = await reset('viewer@demo.test');
    expect(weakReset.statusCode).toBe(400);
    expect(weakReset.json().ModelState.password).toEqual([formatMessage('passwordWeak', { field: 'password' })]);
    // The refused attempt did not spend the link, nor change the password.
    await t().signIn('viewer@demo.test');
    expect((await reset('Lantern-Quarry-Pistachio-8')).statusCode).toBe(200);
    await t().signIn('viewer@demo.test', 'Lantern-Quarry-Pistachio-8');
  });
});
