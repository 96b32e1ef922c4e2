import { describe, expect, it } from 'vitest';
import { HUB_PATH } from '#contract/api-paths';
import { TokenPurpose } from '#contract/enums';
import { describeOnEachDialect } from '../test/test-app';
import { redactUrl } from './request-log';

describe('redacting URLs for the log', () => {
  it('hides the values of secret parameters, whatever their letter case or escaping, and keeps the rest as sent', () => {
    expect(redactUrl('/hubs/DonorNotification?id=abc&access_token=eyJ.x.y')).toBe('/hubs/DonorNotification?id=abc&access_token=[redacted]');
    expect(redactUrl('/api/auth/CheckToken?Token=c0de&purpose=1')).toBe('/api/auth/CheckToken?Token=[redacted]&purpose=1');
    expect(redactUrl('/check-token?access%5Ftoken=x&code=123456#top')).toBe('/check-token?access%5Ftoken=[redacted]&code=[redacted]');
    expect(redactUrl('/api/DonorGrant?search=a%20b&rows=10')).toBe('/api/DonorGrant?search=a%20b&rows=10');
    expect(redactUrl('/api/DonorGrant')).toBe('/api/DonorGrant');
    expect(redactUrl('/x?token&%E0%A4%A=1')).toBe('/x?token&%E0%A4%A=1');
  });
});

const printed: string[] = [];

describeOnEachDialect(
  'what the server prints about requests',
  (t) => {
    it('never prints an access token or a mailed code, while the spec’s query forms and the PWA’s body forms both work', async () => {
      printed.length = 0;
      const token = await t().signIn('grants@demo.test');
      expect((await t().call({ method: 'POST', url: '/api/auth/ForgotPassword?email=finance%40demo.test' })).statusCode).toBe(200);
      await t().app.portal.background.idle();
      const { token: code } = t().linkIn(t().latestMail('finance@demo.test'));

      const byQuery = await t().call({ method: 'POST', url: `/api/auth/LoginByToken?token=${token}` });
      expect(byQuery.statusCode).toBe(200);
      // LoginByToken spends the token it is given: the body form gets the fresh one.
      const byBody = await t().call({ method: 'POST', url: '/api/auth/LoginByToken', payload: { token: byQuery.json().access_token } });
      expect(byBody.statusCode).toBe(200);
      const neither = await t().call({ method: 'POST', url: '/api/auth/LoginByToken' });
      expect(neither.statusCode).toBe(400);
      expect(Object.keys(neither.json().ModelState)).toEqual(['token']);

      const checkedByQuery = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${code}&purpose=${TokenPurpose.FORGET_PASSWORD}` });
      expect(checkedByQuery.json()).toMatchObject({ valid: true, email: 'finance@demo.test' });
      const checkedByBody = await t().call({ method: 'POST', url: '/api/auth/CheckToken', payload: { token: code, purpose: TokenPurpose.FORGET_PASSWORD } });
      expect(checkedByBody.json()).toMatchObject({ valid: true, email: 'finance@demo.test' });

      expect((await t().call({ method: 'GET', url: `/api/DonorAccountSetup?token=${code}` })).statusCode).toBe(400);
      expect((await t().call({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1&access_token=${byBody.json().access_token}` })).statusCode).toBe(200);
      expect((await t().call({ method: 'GET', url: `/check-token?token=${code}&purpose=1` })).statusCode).toBe(200);

      const log = printed.join('');
      expect(log).toContain('"url":"/api/auth/LoginByToken?token=[redacted]"');
      expect(log).toContain('"url":"/api/auth/CheckToken?token=[redacted]&purpose=1"');
      expect(log).toContain(`"url":"${HUB_PATH}/negotiate?negotiateVersion=1&access_token=[redacted]"`);
      expect(log).toContain('"url":"/check-token?token=[redacted]&purpose=1"');
      expect(log).not.toContain(token);
      expect(log).not.toContain(code);
      expect(log).not.toContain(byBody.json().access_token);
    });
  },
  { logTo: { write: (line) => printed.push(line) } },
);
