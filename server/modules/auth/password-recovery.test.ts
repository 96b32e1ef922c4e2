import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect } from '../../test/test-app';

const PROFILE = '/api/DonorAdmin/profile';

describeOnEachDialect('forgotten and changed passwords', (t) => {
  const askForReset = (email: string) => t().call({ method: 'POST', url: `/api/auth/ForgotPassword?email=${encodeURIComponent(email)}` });
  /** Asks, then waits for the mail, which is sent after the answer. */
  const forgot = async (email: string) => {
    const response = await askForReset(email);
    await t().app.portal.background.idle();
    return response;
  };
  const reset = (code: string, password: string) =>
    t().call({
      method: 'POST',
      url: '/api/auth/ResetPassword',
      payload: { code, password, confirm_password: password, purpose: TokenPurpose.FORGET_PASSWORD },
    });

  it('answers before the mail is sent, so how long it takes does not tell who has an account', async () => {
    const { portal } = t().app;
    const realMailer = portal.mailer;
    let release: (() => void) | undefined;
    const smtpRoundTrip = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    portal.mailer = {
      async send(message) {
        await smtpRoundTrip;
        sent.push(message.to);
      },
    };
    try {
      const stillWaiting = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2000));
      const answered = await Promise.race([askForReset('grants@demo.test'), stillWaiting]);
      expect(answered).not.toBe('still waiting');
      expect(answered === 'still waiting' ? null : answered.statusCode).toBe(200);
      expect(sent).toEqual([]);
      release?.();
      await portal.background.idle();
      expect(sent).toEqual(['grants@demo.test']);
    } finally {
      release?.();
      portal.mailer = realMailer;
    }
  });

  it('answers 200 for an unknown email without sending anything', async () => {
    const response = await forgot('ghost@demo.test');
    expect(response.statusCode).toBe(200);
    expect(t().mailCount('ghost@demo.test')).toBe(0);
  });

  it('mails a reset link; the link resets the password once, and the old password and old tokens stop working', async () => {
    const oldToken = await t().signIn('programs@demo.test');
    expect((await forgot('programs@demo.test')).statusCode).toBe(200);
    const mail = t().latestMail('programs@demo.test');
    expect(mail).toContain('reset the password of your donor portal account');
    expect(mail).toContain('إعادة تعيين كلمة المرور');
    const link = t().linkIn(mail);
    expect(link.purpose).toBe(TokenPurpose.FORGET_PASSWORD);

    const check = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${link.token}&purpose=1` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: 'programs@demo.test', name: 'يوسف النجار' });

    expect((await reset(link.token, 'Fresh-Password-1')).statusCode).toBe(200);
    await expect(t().signIn('programs@demo.test')).rejects.toThrow(/400/);
    await t().signIn('programs@demo.test', 'Fresh-Password-1');
    expect((await t().call({ method: 'GET', url: PROFILE, token: oldToken })).statusCode).toBe(401);

    const again = await reset(link.token, 'Another-Password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(formatMessage('tokenUsed'));
    const recheck = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${link.token}&purpose=1` });
    expect(recheck.statusCode).toBe(400);
    expect(recheck.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('tokenUsed');
  });

  it('answers 410 for an expired link and 400 for an unknown one or the wrong purpose', async () => {
    await forgot('finance@demo.test');
    const { token } = t().linkIn(t().latestMail('finance@demo.test'));
    const wrongPurpose = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${token}&purpose=0` });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().Message).toBe(formatMessage('tokenInvalid'));

    await t().database.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
    const expired = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${token}&purpose=1` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().Message).toBe(formatMessage('tokenExpired'));
    expect((await reset(token, 'Fresh-Password-1')).statusCode).toBe(410);
    await t().signIn('finance@demo.test');

    const unknown = await t().call({ method: 'GET', url: '/api/auth/CheckToken?token=made-up&purpose=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toBe(formatMessage('tokenInvalid'));
  });

  it('a second reset request kills the first link', async () => {
    await forgot('grants@demo.test');
    const first = t().linkIn(t().latestMail('grants@demo.test'));
    await forgot('grants@demo.test');
    const second = t().linkIn(t().latestMail('grants@demo.test'));
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token, 'Fresh-Password-1')).statusCode).toBe(400);
    expect((await reset(second.token, 'Fresh-Password-1')).statusCode).toBe(200);
  });

  it('refuses a reset whose passwords differ, naming confirm_password', async () => {
    const response = await t().call({
      method: 'POST',
      url: '/api/auth/ResetPassword',
      payload: { code: 'x', password: 'Fresh-Password-1', confirm_password: 'Other-Password-1', purpose: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState.confirm_password).toEqual([formatMessage('passwordMatch')]);
  });

  it('changes the password when the current one is right, ending older sessions but not this one', async () => {
    const token = await t().signIn('admin@other.test');
    const other = await t().signIn('admin@other.test');
    const wrong = await t().call({
      method: 'POST',
      url: '/api/DonorAccount/ChangePassword',
      token,
      payload: { OldPassword: 'wrong-password', NewPassword: 'Brand-New-Pass-3', ConfirmPassword: 'Brand-New-Pass-3' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('wrongOldPassword');
    expect(wrong.json().ModelState.OldPassword).toEqual([formatMessage('wrongOldPassword')]);

    const changed = await t().call({
      method: 'POST',
      url: '/api/DonorAccount/ChangePassword',
      token,
      payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'Brand-New-Pass-3', ConfirmPassword: 'Brand-New-Pass-3' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json().access_token;
    expect((await t().call({ method: 'GET', url: PROFILE, token })).statusCode).toBe(401);
    expect((await t().call({ method: 'GET', url: PROFILE, token: other })).statusCode).toBe(401);
    expect((await t().call({ method: 'GET', url: PROFILE, token: renewed })).statusCode).toBe(200);
    await expect(t().signIn('admin@other.test')).rejects.toThrow(/400/);
    await t().signIn('admin@other.test', 'Brand-New-Pass-3');
  });
});
