import { expect, it } from 'vitest';
import { TokenPurpose } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';

async function roleIdNamed(t: TestApp, token: string, name: string) {
  const roles = (await t.call({ method: 'GET', url: '/api/DonorRole/list', token })).json<{ id: number; name: string }[]>();
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

describeOnEachDialect('inviting staff', (t) => {
  it('invites a user, who opens the mailed link, chooses a password, is signed in and can sign in again', async () => {
    const admin = await t().signIn('admin@demo.test');
    const roleId = await roleIdNamed(t(), admin, 'Grants Officer');
    const invited = await t().call({
      method: 'POST',
      url: '/api/InvitedUser',
      token: admin,
      payload: { name: 'ريم العلي', email: 'Reem@Demo.test', role_id: roleId },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ name: 'ريم العلي', email: 'reem@demo.test', active: false, role_id: roleId, role_name: 'Grants Officer' });

    const link = t().linkIn(t().latestMail('reem@demo.test'));
    expect(link.purpose).toBe(TokenPurpose.INVITATION);
    await expect(t().signIn('reem@demo.test', 'Reem-Password-1')).rejects.toThrow(/400/);

    const check = await t().call({ method: 'GET', url: `/api/auth/CheckToken?token=${link.token}&purpose=0` });
    expect(check.json()).toEqual({ valid: true, email: 'reem@demo.test', name: 'ريم العلي' });
    const setup = await t().call({ method: 'GET', url: `/api/DonorAccountSetup?token=${link.token}` });
    expect(setup.statusCode).toBe(200);

    const credentials = await t().call({
      method: 'POST',
      url: '/api/DonorAccountSetup/SetUserCredentials',
      payload: { token: link.token, password: 'Reem-Password-1', confirm_password: 'Reem-Password-1' },
    });
    expect(credentials.statusCode).toBe(200);
    const token = credentials.json().access_token;
    const profile = await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token });
    expect(profile.json()).toMatchObject({ email: 'reem@demo.test', permissions: ['manage_grants'] });

    const setupProfile = await t().call({ method: 'POST', url: '/api/auth/SetupProfile', token, payload: { name: 'Reem Al-Ali / ريم العلي', phone: '+962 79 000 0000' } });
    expect(setupProfile.json()).toMatchObject({ name: 'Reem Al-Ali / ريم العلي', phone: '+962 79 000 0000' });

    await t().signIn('reem@demo.test', 'Reem-Password-1');
    const reused = await t().call({
      method: 'POST',
      url: '/api/DonorAccountSetup/SetUserCredentials',
      payload: { token: link.token, password: 'Other-Password-1', confirm_password: 'Other-Password-1' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toBe(formatMessage('tokenUsed'));
  });

  it('refuses an address already in the funder’s own list, active or invited, on the email field', async () => {
    const admin = await t().signIn('admin@demo.test');
    const roleId = await roleIdNamed(t(), admin, 'Grants Officer');
    for (const email of ['viewer@demo.test', 'Karim@demo.test']) {
      const response = await t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name: 'Someone', email, role_id: roleId } });
      expect(response.statusCode).toBe(400);
      expect(response.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('emailTaken');
      expect(response.json().ModelState.email).toEqual([formatMessage('emailTaken')]);
    }
  });

  it('answers an address that signed up with another funder as it answers a new one, and mails its owner a note without a link', async () => {
    const admin = await t().signIn('admin@demo.test');
    const otherAdmin = await t().signIn('admin@other.test');
    const theirStaff = (await t().call({ method: 'GET', url: '/api/DonorAdmin', token: otherAdmin })).json();
    const roleId = await roleIdNamed(t(), admin, 'Viewer / مشاهد');
    const invite = (name: string, email: string) => t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name, email, role_id: roleId } });

    const fresh = await invite('Samir Haddad', 'samir@demo.test');
    const elsewhere = await invite('Fatima Al-Zahra', 'admin@other.test');
    expect(elsewhere.statusCode).toBe(fresh.statusCode);
    expect(elsewhere.headers[ERROR_CODE_HEADER.toLowerCase()]).toBeUndefined();
    expect(Object.keys(elsewhere.json()).toSorted()).toEqual(Object.keys(fresh.json()).toSorted());
    expect(elsewhere.json()).toMatchObject({ email: 'admin@other.test', active: false, role_id: roleId, role_name: 'Viewer / مشاهد' });
    expect(fresh.json()).toMatchObject({ email: 'samir@demo.test', active: false, role_id: roleId });

    const note = t().latestMail('admin@other.test');
    expect(note).toContain('already has a donor portal account with another funder');
    expect(note).toContain('لدى جهة مانحة أخرى');
    expect(note).not.toContain('check-token');
    expect(t().latestMail('samir@demo.test')).toContain('check-token');

    // The account elsewhere is untouched: it signs in, its funder's list is unchanged; a resend mails the note again.
    await t().signIn('admin@other.test');
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin', token: otherAdmin })).json()).toEqual(theirStaff);
    const resent = await t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: admin, payload: { user_id: elsewhere.json().id } });
    expect(resent.statusCode).toBe(200);
    expect(t().mailCount('admin@other.test')).toBe(2);
    expect(t().latestMail('admin@other.test')).not.toContain('check-token');
  });

  it('lets an address invited by two funders sign up with the first it accepts; the other link then answers emailTaken', async () => {
    const otherAdmin = await t().signIn('admin@other.test');
    const hala = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=hala', token: otherAdmin })).json().data[0];
    await t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: otherAdmin, payload: { user_id: hala.id } });
    const theirs = t().linkIn(t().latestMail('hala@other.test'));

    const admin = await t().signIn('admin@demo.test');
    const roleId = await roleIdNamed(t(), admin, 'Grants Officer');
    expect((await t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name: 'Hala', email: 'hala@other.test', role_id: roleId } })).statusCode).toBe(200);
    const ours = t().linkIn(t().latestMail('hala@other.test'));
    expect(ours.token).not.toBe(theirs.token);

    const accept = (token: string) =>
      t().call({
        method: 'POST',
        url: '/api/DonorAccountSetup/SetUserCredentials',
        payload: { token, password: 'Hala-Password-1', confirm_password: 'Hala-Password-1' },
        headers: { 'accept-language': 'ar' },
      });
    expect((await accept(ours.token)).statusCode).toBe(200);
    const second = await accept(theirs.token);
    expect(second.statusCode).toBe(400);
    expect(second.json().Message).toBe(formatMessage('emailTaken', {}, 'ar'));

    const signedIn = await t().signIn('hala@other.test', 'Hala-Password-1');
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token: signedIn })).json()).toMatchObject({ email: 'hala@other.test', permissions: ['manage_grants'] });
  });

  it('refuses a role of another funder', async () => {
    const otherAdmin = await t().signIn('admin@other.test');
    const admin = await t().signIn('admin@demo.test');
    const foreignRole = await roleIdNamed(t(), otherAdmin, 'منسق ميداني');
    const response = await t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name: 'X', email: 'x@demo.test', role_id: foreignRole } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState)).toEqual(['role_id']);
    expect(t().mailCount('x@demo.test')).toBe(0);
  });

  it('resends an invitation with a fresh link and the old link dies', async () => {
    const admin = await t().signIn('admin@demo.test');
    const roleId = await roleIdNamed(t(), admin, 'Viewer / مشاهد');
    const invited = await t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name: 'Tariq Aziz', email: 'tariq@demo.test', role_id: roleId } });
    const userId = invited.json().id;
    const first = t().linkIn(t().latestMail('tariq@demo.test'));

    const resent = await t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: admin, payload: { user_id: userId } });
    expect(resent.statusCode).toBe(200);
    expect(t().mailCount('tariq@demo.test')).toBe(2);
    const second = t().linkIn(t().latestMail('tariq@demo.test'));
    expect(second.token).not.toBe(first.token);

    expect((await t().call({ method: 'GET', url: `/api/DonorAccountSetup?token=${first.token}` })).statusCode).toBe(400);
    expect((await t().call({ method: 'GET', url: `/api/DonorAccountSetup?token=${second.token}` })).statusCode).toBe(200);
  });

  it('does not resend to an active user, nor to another funder’s user', async () => {
    const admin = await t().signIn('admin@demo.test');
    const users = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=viewer', token: admin })).json().data;
    const active = await t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: admin, payload: { user_id: users[0].id } });
    expect(active.statusCode).toBe(400);

    const otherAdmin = await t().signIn('admin@other.test');
    const theirs = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=hala', token: otherAdmin })).json().data;
    const foreign = await t().call({ method: 'POST', url: '/api/InvitedUser/ResendInvitationEmail', token: admin, payload: { user_id: theirs[0].id } });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs manage_users to invite', async () => {
    const grants = await t().signIn('grants@demo.test');
    const response = await t().call({ method: 'POST', url: '/api/InvitedUser', token: grants, payload: { name: 'X', email: 'y@demo.test', role_id: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe(formatMessage('accessDenied'));
  });
});
