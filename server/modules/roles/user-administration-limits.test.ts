import { expect, it } from 'vitest';
import { PERMISSIONS } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import type { User } from '#contract/users';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';

type RoleOption = { id: number; name: string };

/**
 * docs/decisions/151-user-administration-limits.md: a user whose role holds only manage_users (a "user manager")
 * runs the staff list without raising anyone, themselves included, above their own permissions, and nobody leaves
 * the funder without an active holder of a permission.
 */
describeOnEachDialect('the limits of manage_users', (t) => {
  const USER_MANAGER = 'User manager / مدير المستخدمين';

  async function roleId(token: string, name: string): Promise<number> {
    const roles = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token })).json<RoleOption[]>();
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  }

  async function userId(token: string, email: string): Promise<number> {
    const users = (await t().call({ method: 'GET', url: `/api/DonorAdmin?search=${encodeURIComponent(email)}`, token })).json<{ data: User[] }>().data;
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  /** The viewer becomes a user manager: their role holds manage_users and nothing else. */
  async function userManager(app: TestApp): Promise<string> {
    const admin = await app.signIn('admin@demo.test');
    const existing = (await app.call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json<RoleOption[]>().find((r) => r.name === USER_MANAGER);
    const role =
      existing ?? (await app.call({ method: 'POST', url: '/api/DonorRole', token: admin, payload: { name: USER_MANAGER, permissions: ['manage_users'] } })).json<RoleOption>();
    const viewerId = await userId(admin, 'viewer@demo.test');
    expect((await app.call({ method: 'PUT', url: `/api/DonorAdmin/${viewerId}/Role`, token: admin, payload: { role_id: role.id } })).statusCode).toBe(200);
    return app.signIn('viewer@demo.test');
  }

  const permissionsOf = async (token: string) => (await t().call({ method: 'GET', url: '/api/DonorAdmin/GetPermissions', token })).json<string[]>();

  it('refuses changes to the role the caller holds, in English and Arabic, and the role keeps its permissions', async () => {
    const manager = await userManager(t());
    const own = await roleId(manager, USER_MANAGER);
    const everything = { name: 'Everything', permissions: [...PERMISSIONS] };
    const refused = await t().call({ method: 'PUT', url: `/api/DonorRole/${own}`, token: manager, payload: everything });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('ownRole');
    expect(refused.json().Message).toBe(formatMessage('ownRole'));
    const inArabic = await t().call({ method: 'PUT', url: `/api/DonorRole/${own}`, token: manager, payload: everything, headers: { 'accept-language': 'ar' } });
    expect(inArabic.json().Message).toBe('لا يمكنك تعديل الدور الذي تحمله أنت. اطلب ذلك من مستخدم آخر يدير المستخدمين.');
    expect(await permissionsOf(manager)).toEqual(['manage_users']);

    // The administrator cannot edit the Administrator role either: another user who manages users must.
    const admin = await t().signIn('admin@demo.test');
    const administrator = await roleId(admin, 'Administrator / مدير النظام');
    expect((await t().call({ method: 'PUT', url: `/api/DonorRole/${administrator}`, token: admin, payload: { name: 'Admin', permissions: [] } })).statusCode).toBe(400);
  });

  it('refuses giving a permission the caller lacks: in a new role, an existing role, an invitation and a role change', async () => {
    const manager = await userManager(t());
    const admin = await t().signIn('admin@demo.test');
    const rolesBefore = (await t().call({ method: 'GET', url: '/api/DonorRole?rows=50', token: admin })).json();

    const created = await t().call({ method: 'POST', url: '/api/DonorRole', token: manager, payload: { name: 'Grants too', permissions: ['manage_users', 'manage_grants'] } });
    expect(created.statusCode).toBe(400);
    expect(created.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('permissionNotHeld');
    expect(created.json().ModelState.permissions).toEqual(['You cannot give the “Manage grants” permission because you do not hold it yourself.']);

    const viewerRole = await roleId(manager, 'Viewer / مشاهد');
    const widened = await t().call({
      method: 'PUT',
      url: `/api/DonorRole/${viewerRole}`,
      token: manager,
      payload: { name: 'Viewer / مشاهد', permissions: ['manage_settings'] },
      headers: { 'accept-language': 'ar' },
    });
    expect(widened.statusCode).toBe(400);
    expect(widened.json().ModelState.permissions).toEqual(['لا يمكنك منح صلاحية «إدارة الإعدادات» لأنك لا تملكها بنفسك.']);

    const administrator = await roleId(manager, 'Administrator / مدير النظام');
    const invited = await t().call({ method: 'POST', url: '/api/InvitedUser', token: manager, payload: { name: 'Mallory', email: 'mallory@demo.test', role_id: administrator } });
    expect(invited.statusCode).toBe(400);
    expect(Object.keys(invited.json().ModelState)).toEqual(['role_id']);
    expect(t().mailCount('mallory@demo.test')).toBe(0);

    const karim = await userId(manager, 'karim@demo.test');
    const promoted = await t().call({ method: 'PUT', url: `/api/DonorAdmin/${karim}/Role`, token: manager, payload: { role_id: await roleId(manager, 'Grants Officer') } });
    expect(promoted.statusCode).toBe(400);
    expect(promoted.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('permissionNotHeld');

    expect((await t().call({ method: 'GET', url: '/api/DonorRole?rows=50', token: admin })).json()).toEqual(rolesBefore);

    // Keeping what a role already has is not giving it: the user manager may rename the Grants Officer role.
    const grantsOfficer = await roleId(manager, 'Grants Officer');
    const renamed = await t().call({ method: 'PUT', url: `/api/DonorRole/${grantsOfficer}`, token: manager, payload: { name: 'Grants Officer', permissions: ['manage_grants'] } });
    expect(renamed.statusCode).toBe(200);
  });

  it('never leaves a permission without an active holder: no emptying, demoting or removing the last one', async () => {
    const manager = await userManager(t());
    const admin = await t().signIn('admin@demo.test');
    const administrator = await roleId(manager, 'Administrator / مدير النظام');

    const emptied = await t().call({ method: 'PUT', url: `/api/DonorRole/${administrator}`, token: manager, payload: { name: 'Administrator / مدير النظام', permissions: [] } });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('lastHolder');
    expect(emptied.json().Message).toBe('At least one active user must keep the “Manage settings” permission.');

    const adminId = await userId(manager, 'admin@demo.test');
    const demoted = await t().call({
      method: 'PUT',
      url: `/api/DonorAdmin/${adminId}/Role`,
      token: manager,
      payload: { role_id: await roleId(manager, 'Viewer / مشاهد') },
      headers: { 'accept-language': 'ar' },
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().Message).toBe('يجب أن يبقى مستخدم نشط واحد على الأقل يملك صلاحية «إدارة الإعدادات».');

    const removed = await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${adminId}`, token: manager });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().Message).toBe(formatMessage('lastHolder', { permission: 'manage_settings' }));

    expect(await permissionsOf(admin)).toEqual([...PERMISSIONS]);
    const settings = await t().call({ method: 'PUT', url: '/api/DonorAdmin/DonorInfo', token: admin, payload: { name: 'Al-Noor Development Fund / صندوق النور للتنمية', shortcut: 'ANDF' } });
    expect(settings.statusCode).toBe(200);

    // A permission that others still hold may go: the programme manager's role loses manage_grants.
    const programmes = await roleId(admin, 'مدير البرامج');
    const narrowed = await t().call({ method: 'PUT', url: `/api/DonorRole/${programmes}`, token: admin, payload: { name: 'مدير البرامج', permissions: ['manage_programs'] } });
    expect(narrowed.statusCode).toBe(200);
  });
});
