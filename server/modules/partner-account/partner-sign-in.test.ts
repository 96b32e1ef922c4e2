import { expect, it } from 'vitest';
import { TOKEN_PATH, accountPaths } from '#contract/api-paths';
import { notificationPaths } from '#contract/notifications';
import { DEMO_PASSWORD } from '#contract/constants';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { partnerPaths } from '#contract/partner';
import { describeOnEachDialect, form } from '../../test/test-app';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** Partner users sign in like staff and get a partner token (docs/decisions/182-partner-accounts.md). */
describeOnEachDialect('a partner organisation user signing in', (t) => {
  it('gets a token that says partner and names the organisation, and the profile of the organisation', async () => {
    const response = await t().call({ method: 'POST', url: TOKEN_PATH, ...form({ grant_type: 'password', username: 'partner@demo.test', password: DEMO_PASSWORD }) });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    const ngo = await t().database.db.selectFrom('users').select(['ngo_id']).where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    expect(claimsOf(token)).toMatchObject({ kind: 'partner', ngo_id: ngo.ngo_id });
    expect(claimsOf(token)).not.toHaveProperty('donor_id');
    const profile = await t().call({ method: 'GET', url: `/api${partnerPaths.account.profile}`, token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'partner@demo.test', ngo_role: 'admin', ngo: { id: ngo.ngo_id, name: expect.stringContaining('Jasmine') } });
  });

  it('is refused the staff calls with 403 and may use the account calls both sides share', async () => {
    const token = await t().signIn('member@demo.test');
    const staffProfile = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token });
    expect(staffProfile.statusCode).toBe(403);
    expect(staffProfile.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('accessDenied');
    expect((await t().call({ method: 'GET', url: `/api${notificationPaths.list}`, token })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api${accountPaths.sessions}`, token })).statusCode).toBe(200);
    expect((await t().call({ method: 'POST', url: `/api${accountPaths.logout}`, token })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api${partnerPaths.account.profile}`, token })).statusCode).toBe(401);
  });

  it('refuses a staff token on the partner calls with 403', async () => {
    const token = await t().signIn('admin@demo.test');
    const response = await t().call({ method: 'GET', url: `/api${partnerPaths.account.profile}`, token });
    expect(response.statusCode).toBe(403);
  });

  it('stops honouring the token once the user is moved to another organisation', async () => {
    const token = await t().signIn('member@demo.test');
    const other = await t().database.db.selectFrom('users').select('ngo_id').where('email', '=', 'nabaa@ngo.test').executeTakeFirstOrThrow();
    await t().database.db.updateTable('users').set({ ngo_id: other.ngo_id }).where('email', '=', 'member@demo.test').execute();
    expect((await t().call({ method: 'GET', url: `/api${partnerPaths.account.profile}`, token })).statusCode).toBe(401);
  });
});
