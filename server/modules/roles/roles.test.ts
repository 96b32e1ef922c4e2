import { expect, it } from 'vitest';
import { PERMISSIONS } from '#contract/enums';
import { ERROR_CODE_HEADER, RELATED_ERROR_CODE } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect } from '../../test/test-app';

describeOnEachDialect('roles', (t) => {
  it('lists the funder’s roles with their permissions and how many users hold them', async () => {
    const admin = await t().signIn('admin@demo.test');
    const response = await t().call({ method: 'GET', url: '/api/DonorRole?order_by=name', token: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(4);
    const grantsOfficer = page.data.find((role: { name: string }) => role.name === 'Grants Officer');
    expect(grantsOfficer).toMatchObject({ permissions: ['manage_grants'], users_count: 2 });
    const viewer = page.data.find((role: { name: string }) => role.name === 'Viewer / مشاهد');
    expect(viewer.permissions).toEqual([]);
    expect(page.data.map((role: { name: string }) => role.name).join()).not.toContain('منسق ميداني');
  });

  it('creates, renames and re-permissions a role, then deletes it while unused', async () => {
    const admin = await t().signIn('admin@demo.test');
    const created = await t().call({ method: 'POST', url: '/api/DonorRole', token: admin, payload: { name: 'Auditor / مدقق', permissions: ['manage_settings'] } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Auditor / مدقق', permissions: ['manage_settings'], users_count: 0 });
    const id = created.json().id;

    const updated = await t().call({
      method: 'PUT',
      url: `/api/DonorRole/${id}`,
      token: admin,
      payload: { name: 'Senior Auditor', permissions: ['manage_users', 'manage_grants', 'manage_users'] },
    });
    expect(updated.json()).toMatchObject({ id, name: 'Senior Auditor', permissions: ['manage_grants', 'manage_users'] });

    const deleted = await t().call({ method: 'DELETE', url: `/api/DonorRole/${id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id });
    expect((await t().call({ method: 'DELETE', url: `/api/DonorRole/${id}`, token: admin })).statusCode).toBe(404);
  });

  it('refuses to delete a role that users hold, with the related message', async () => {
    const admin = await t().signIn('admin@demo.test');
    const roles = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json();
    const viewer = roles.find((role: { name: string }) => role.name === 'Viewer / مشاهد');
    const response = await t().call({ method: 'DELETE', url: `/api/DonorRole/${viewer.id}`, token: admin, headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe(RELATED_ERROR_CODE);
    expect(response.json().Message).toBe(formatMessage('related', {}, 'ar'));
    expect((await t().call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json()).toHaveLength(roles.length);
  });

  it('hides another funder’s roles: reading, changing and deleting them answers 404', async () => {
    const otherAdmin = await t().signIn('admin@other.test');
    const theirs = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: otherAdmin })).json();
    const admin = await t().signIn('admin@demo.test');
    const id = theirs[0].id;
    expect((await t().call({ method: 'PUT', url: `/api/DonorRole/${id}`, token: admin, payload: { name: 'Taken over', permissions: [] } })).statusCode).toBe(404);
    expect((await t().call({ method: 'DELETE', url: `/api/DonorRole/${id}`, token: admin })).statusCode).toBe(404);
    const after = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: otherAdmin })).json();
    expect(after).toEqual(theirs);
  });

  it('needs manage_users for every roles call', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    for (const [method, url] of [
      ['GET', '/api/DonorRole'],
      ['GET', '/api/DonorRole/list'],
      ['POST', '/api/DonorRole'],
      ['PUT', '/api/DonorRole/1'],
      ['DELETE', '/api/DonorRole/1'],
      ['GET', '/api/DonorPermission'],
    ] as const) {
      const response = await t().call({ method, url, token: viewer, payload: method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists every permission of spec section 6', async () => {
    const admin = await t().signIn('admin@demo.test');
    expect((await t().call({ method: 'GET', url: '/api/DonorPermission', token: admin })).json()).toEqual([...PERMISSIONS]);
  });
});
