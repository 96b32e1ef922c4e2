import { expect, it } from 'vitest';
import { TokenPurpose } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, form, type TestApp } from '../../test/test-app';

async function grantsOfficerRole(t: TestApp, token: string): Promise<number> {
  const roles = (await t.call({ method: 'GET', url: '/api/DonorRole/list', token })).json<{ id: number; name: string }[]>();
  const role = roles.find((r) => r.name === 'Grants Officer');
  if (!role) throw new Error('no Grants Officer role');
  return role.id;
}

/** Invites the address and answers the mailed link's code. */
async function invite(t: TestApp, email: string, name: string): Promise<string> {
  const admin = await t.signIn('admin@demo.test');
  const response = await t.call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name, email, role_id: await grantsOfficerRole(t, admin) } });
  if (response.statusCode !== 200) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return t.linkIn(t.latestMail(email)).token;
}

describeOnEachDialect('DonorAccount and DonorAccountSetup calls', (t) => {
  it('DonorAccount/CheckToken answers an invitation link from the body or the query, and refuses a wrong or missing code', async () => {
    const token = await invite(t(), 'salma@demo.test', 'Salma');
    const fromBody = await t().call({ method: 'POST', url: '/api/DonorAccount/CheckToken', payload: { token } });
    expect(fromBody.statusCode).toBe(200);
    expect(fromBody.json()).toEqual({ valid: true, email: 'salma@demo.test', name: 'Salma' });
    const fromQuery = await t().call({ method: 'POST', url: `/api/DonorAccount/CheckToken?token=${token}` });
    expect(fromQuery.json()).toEqual({ valid: true, email: 'salma@demo.test', name: 'Salma' });

    const wrongPurpose = await t().call({ method: 'POST', url: '/api/DonorAccount/CheckToken', payload: { token, purpose: TokenPurpose.FORGET_PASSWORD } });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().Message).toBe(formatMessage('tokenInvalid'));
    const missing = await t().call({ method: 'POST', url: '/api/DonorAccount/CheckToken' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().ModelState.token).toEqual([formatMessage('required', { field: 'token' })]);
  });

  it('DonorAccount/Profile renames the signed-in user and refuses an empty name', async () => {
    const token = await t().signIn('finance@demo.test');
    const renamed = await t().call({ method: 'PUT', url: '/api/DonorAccount/Profile', token, payload: { name: 'Lina Haddad / لينا حداد' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ email: 'finance@demo.test', name: 'Lina Haddad / لينا حداد' });

    const empty = await t().call({ method: 'PUT', url: '/api/DonorAccount/Profile', token, payload: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ModelState.name).toEqual([formatMessage('required', { field: 'name' })]);
    const profile = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token });
    expect(profile.json().name).toBe('Lina Haddad / لينا حداد');
    expect((await t().call({ method: 'PUT', url: '/api/DonorAccount/Profile', payload: { name: 'Nobody' } })).statusCode).toBe(401);
  });

  it('DonorAccountSetup/Setup (form-encoded) sets the password and the name at once and signs the user in', async () => {
    const token = await invite(t(), 'karim.nasser@demo.test', 'K');
    const response = await t().call({
      method: 'POST',
      url: '/api/DonorAccountSetup/Setup',
      ...form({ token, password: 'Karim-Password-1', confirm_password: 'Karim-Password-1', name: 'كريم ناصر', phone: '+962 6 555 0101' }),
    });
    expect(response.statusCode).toBe(200);
    const bearer = response.json<{ access_token: string }>().access_token;
    const profile = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token: bearer });
    expect(profile.json()).toMatchObject({ email: 'karim.nasser@demo.test', name: 'كريم ناصر', phone: '+962 6 555 0101' });
    expect(await t().signIn('karim.nasser@demo.test', 'Karim-Password-1')).toBeTruthy();

    const again = await t().call({
      method: 'POST',
      url: '/api/DonorAccountSetup/Setup',
      ...form({ token, password: 'Other-Password-2', confirm_password: 'Other-Password-2', name: 'Someone' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(formatMessage('tokenUsed'));
  });

  it('DonorAccountSetup/Setup refuses bad input with the spec’s messages and leaves the link usable', async () => {
    const token = await invite(t(), 'nour@demo.test', 'Nour');
    const mismatch = await t().call({
      method: 'POST',
      url: '/api/DonorAccountSetup/Setup',
      ...form({ token, password: 'Nour-Password-1', confirm_password: 'Nour-Password-2', name: '' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().ModelState.confirm_password).toEqual([formatMessage('passwordMatch')]);
    expect(mismatch.json().ModelState.name).toEqual([formatMessage('required', { field: 'name' })]);
    const check = await t().call({ method: 'POST', url: '/api/DonorAccount/CheckToken', payload: { token } });
    expect(check.statusCode).toBe(200);
    await expect(t().signIn('nour@demo.test', 'Nour-Password-1')).rejects.toThrow(/400/);
  });
});
