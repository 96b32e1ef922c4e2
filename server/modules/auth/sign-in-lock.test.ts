import { expect, it } from 'vitest';
import { TOKEN_PATH } from '#contract/api-paths';
import { DEMO_PASSWORD } from '#contract/constants';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, form } from '../../test/test-app';

const PROFILE = '/api/DonorAdmin/profile';
const MINUTE = 60_000;

/** The app's clock for the limits: moved forward by the tests, never back. */
let clock = Date.now();

describeOnEachDialect(
  'locking an account after failed sign-ins, and limiting account links',
  (t) => {
    const grant = (username: string, password: string, remoteAddress = '127.0.0.1') =>
      t().call({ method: 'POST', url: TOKEN_PATH, remoteAddress, ...form({ grant_type: 'password', username, password }) });
    const lockMails = (email: string) => {
      const mail = t().latestMail(email);
      return mail?.includes('ten times in a row') ? t().mailCount(email) : 0;
    };

    it('locks the account for 15 minutes after 10 failures in 15 minutes, from any address, even for the right password', async () => {
      const email = 'finance@demo.test';
      const mailsBefore = t().mailCount(email);
      // Spread over 14 minutes and over addresses: the per-address limit (10 a minute) never applies.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await grant(email, `guess-${attempt}`, `10.0.0.${attempt}`)).statusCode).toBe(400);
        clock += 84_000;
      }
      const lockedAt = clock - 84_000;
      const refused = await grant(email, DEMO_PASSWORD, '10.0.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('accountLocked');
      const retryAfter = Number(refused.headers['retry-after']);
      // Locked 15 minutes from the tenth failure (84 s ago), not from the first.
      expect(retryAfter).toBe(15 * 60 - 84);
      const until = new Date(lockedAt + 15 * MINUTE).toISOString().slice(11, 16);
      expect(refused.json().Message).toBe(formatMessage('accountLocked', { time: until }));
      const arabicForm = form({ grant_type: 'password', username: email, password: DEMO_PASSWORD });
      const arabic = await t().call({ method: 'POST', url: TOKEN_PATH, ...arabicForm, headers: { ...arabicForm.headers, 'accept-language': 'ar' } });
      expect(arabic.json().Message).toBe(formatMessage('accountLocked', { time: until }, 'ar'));

      await t().app.portal.background.idle();
      expect(t().mailCount(email)).toBe(mailsBefore + 1);
      const mail = t().latestMail(email) ?? '';
      expect(mail).toContain(`locked until ${until} UTC`);
      expect(mail).toContain('تم قفل تسجيل الدخول');

      // More refusals during the lock mail nobody again.
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await grant(email, `more-${attempt}`)).statusCode).toBe(429);
      await t().app.portal.background.idle();
      expect(t().mailCount(email)).toBe(mailsBefore + 1);

      clock += 15 * MINUTE - 84_000 - 1000;
      expect((await grant(email, DEMO_PASSWORD)).statusCode).toBe(429);
      clock += 1000;
      expect((await grant(email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect(lockMails(email)).toBe(mailsBefore + 1);
    });

    it('counts failures in a 15-minute window: nine, then a pause, do not lock', async () => {
      for (let attempt = 0; attempt < 9; attempt += 1) expect((await grant('programs@demo.test', 'wrong-guess')).statusCode).toBe(400);
      clock += 15 * MINUTE;
      for (let attempt = 0; attempt < 9; attempt += 1) expect((await grant('programs@demo.test', 'wrong-guess', '10.0.2.1')).statusCode).toBe(400);
      expect((await grant('programs@demo.test', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
    });

    it('locks an unknown email like a real one, and mails nobody', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) await grant('nobody-here@demo.test', 'guess', `10.0.3.${attempt}`);
      const refused = await grant('nobody-here@demo.test', 'guess');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('accountLocked');
      await t().app.portal.background.idle();
      expect(t().mailCount('nobody-here@demo.test')).toBe(0);
    });

    it('a password reset through the mailed link lifts the lock', async () => {
      const email = 'grants@demo.test';
      for (let attempt = 0; attempt < 10; attempt += 1) await grant(email, 'guess', `10.0.4.${attempt}`);
      expect((await grant(email, DEMO_PASSWORD)).statusCode).toBe(429);
      await t().call({ method: 'POST', url: `/api/auth/ForgotPassword?email=${email}` });
      await t().app.portal.background.idle();
      const { token } = t().linkIn(t().latestMail(email));
      const password = 'Tamarind-Falcon-Harbour-42';
      const reset = await t().call({ method: 'POST', url: '/api/auth/ResetPassword', payload: { code: token, password, confirm_password: password, purpose: 1 } });
      expect(reset.statusCode).toBe(200);
      await t().signIn(email, password);
    });

    it('answers 429 with Retry-After past the limit of the account-link calls', async () => {
      const unknown = { token: 'made-up-code', purpose: 1 };
      let answer;
      for (let call = 0; call < 60; call += 1) {
        answer = await t().call({ method: 'POST', url: '/api/auth/CheckToken', payload: unknown, remoteAddress: '10.0.5.1' });
        expect(answer.statusCode).toBe(400);
      }
      answer = await t().call({ method: 'POST', url: '/api/auth/CheckToken', payload: unknown, remoteAddress: '10.0.5.1' });
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('tryAgainLater');
      // Another address is not affected; nor is the same address's GET form, which shares the count.
      expect((await t().call({ method: 'GET', url: '/api/auth/CheckToken?token=x&purpose=1', remoteAddress: '10.0.5.2' })).statusCode).toBe(400);
      expect((await t().call({ method: 'GET', url: '/api/auth/CheckToken?token=x&purpose=1', remoteAddress: '10.0.5.1' })).statusCode).toBe(429);
      for (let call = 0; call < 60; call += 1) await t().call({ method: 'POST', url: '/api/auth/LoginByToken', payload: { token: 'x' }, remoteAddress: '10.0.5.3' });
      const login = await t().call({ method: 'POST', url: '/api/auth/LoginByToken', payload: { token: 'x' }, remoteAddress: '10.0.5.3' });
      expect(login.statusCode).toBe(429);
      expect(login.headers['retry-after']).toBeDefined();
      clock += 15 * MINUTE;
      expect((await t().call({ method: 'POST', url: '/api/auth/CheckToken', payload: unknown, remoteAddress: '10.0.5.1' })).statusCode).toBe(400);
    });

    it('mails at most five reset links an address in 15 minutes, and still answers without telling who has an account', async () => {
      const ask = (email: string) => t().call({ method: 'POST', url: `/api/auth/ForgotPassword?email=${email}`, remoteAddress: '10.0.6.1' });
      for (const email of ['viewer@demo.test', 'ghost-user@demo.test']) {
        for (let call = 0; call < 5; call += 1) expect((await ask(email)).statusCode).toBe(200);
        const refused = await ask(email);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      await t().app.portal.background.idle();
      expect(t().mailCount('viewer@demo.test')).toBe(5);
    });

    it('limits resent invitations to five in 15 minutes per invited user', async () => {
      const admin = await t().signIn('admin@demo.test');
      const karim = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=karim', token: admin })).json().data[0];
      expect(karim.email).toBe('karim@demo.test');
      const resend = () => t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: admin, payload: { user_id: karim.id } });
      for (let call = 0; call < 5; call += 1) expect((await resend()).statusCode).toBe(200);
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await t().call({ method: 'GET', url: PROFILE, token: admin })).statusCode).toBe(200);
    });
  },
  { now: () => clock },
);
