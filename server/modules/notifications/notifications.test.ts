import { expect, it } from 'vitest';
import type { NotificationList } from '#contract/notifications';
import { describeOnEachDialect } from '../../test/test-app';
import { createDraft, demoReferences } from '../grants/grant-test-helpers';

describeOnEachDialect('notifications: events, recipients and the REST list', (t) => {
  const list = async (token: string, query = '') => {
    const response = await t().call({ method: 'GET', url: `/api/DonorNotification${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationList>();
  };

  it('notifies the grant’s users in charge of changes, never the actor, and those taken off or left after a delete', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const finance = await t().signIn('finance@demo.test');
    const admin = await t().signIn('admin@demo.test');
    const before = { officer: (await list(officer)).total, finance: (await list(finance)).total, admin: (await list(admin)).total };
    const draft = await createDraft(t(), officer, refs, { title: 'Notified grant' });
    expect((await list(finance)).total).toBe(before.finance);

    const users = [
      { admin_id: refs.userId('grants@demo.test'), is_manager: true },
      { admin_id: refs.userId('finance@demo.test'), is_manager: false },
    ];
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/users-in-charge`, token: officer, payload: { users } });
    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer, payload: { title: 'An objective' } });
    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/DueDiligence`, token: officer, payload: { due_diligence_id: refs.dueDiligenceIds[0] } });
    const financeList = await list(finance);
    expect(financeList.total).toBe(before.finance + 3);
    expect(financeList.data.slice(0, 3).map((item) => [item.data.entity, item.data.operation, item.toast])).toEqual([
      ['grantDueDiligence', 'Update', false],
      ['grantObjective', 'Update', false],
      ['grant', 'Update', false],
    ]);
    expect((await list(officer)).total).toBe(before.officer);
    expect((await list(admin)).total).toBe(before.admin);

    // The colleague deletes it: the author hears of it with a toast.
    const removed = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: finance });
    expect(removed.statusCode).toBe(200);
    const officerList = await list(officer);
    expect(officerList.data[0]).toMatchObject({ toast: true, data: { entity: 'grant', operation: 'Delete', parent_id: draft.id, title: 'Notified grant' } });
    expect((await list(finance)).total).toBe(before.finance + 3);
  });

  it('pages newest first, filters by is_read, counts unread, and marks one or all read (own only)', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const finance = await t().signIn('finance@demo.test');
    const draft = await createDraft(t(), officer, refs, { title: 'Paging grant' });
    const users = [
      { admin_id: refs.userId('grants@demo.test'), is_manager: true },
      { admin_id: refs.userId('finance@demo.test'), is_manager: false },
    ];
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/users-in-charge`, token: officer, payload: { users } });
    for (let index = 0; index < 22; index += 1) {
      await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/countries`, token: officer, payload: { countries: refs.countryIds.slice(0, 1 + (index % 2)) } });
    }
    const first = await list(finance);
    expect(first.data).toHaveLength(20);
    expect(first.unread_total).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(23);
    const ids = first.data.map((item) => item.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    const second = await list(finance, '?page=2&rows=20');
    expect(second.data.length).toBe(Math.min(20, first.total - 20));
    expect(second.data.every((item) => !ids.includes(item.id))).toBe(true);
    expect((await t().call({ method: 'GET', url: '/api/DonorNotification?rows=0', token: finance })).statusCode).toBe(400);

    const target = first.data[0];
    if (!target) throw new Error('no notification');
    expect((await t().call({ method: 'PUT', url: `/api/DonorNotification/markAsRead/${target.id}`, token: officer })).statusCode).toBe(404);
    const marked = await t().call({ method: 'PUT', url: `/api/DonorNotification/markAsRead/${target.id}`, token: finance });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toBe(true);
    const afterOne = await list(finance);
    expect(afterOne.unread_total).toBe(first.unread_total - 1);
    expect(afterOne.data[0]?.is_read).toBe(true);
    expect((await list(finance, '?is_read=true')).total).toBe(1);
    expect((await list(finance, '?is_read=false')).total).toBe(first.total - 1);

    const all = await t().call({ method: 'PUT', url: '/api/DonorNotification/markAllAsRead', token: finance });
    expect(all.json()).toBe(true);
    expect((await list(finance)).unread_total).toBe(0);
    expect((await t().call({ method: 'GET', url: '/api/DonorNotification' })).statusCode).toBe(401);
  });

  it('tells settings managers of due-diligence type changes and user managers of role changes', async () => {
    const admin = await t().signIn('admin@demo.test');
    const officer = await t().signIn('grants@demo.test');
    const officerBefore = (await list(officer)).total;
    const adminBefore = (await list(admin)).total;
    const created = await t().call({ method: 'POST', url: '/api/DueDiligence', token: admin, payload: { name: 'Anti-fraud policy' } });
    expect(created.statusCode).toBe(200);
    const role = await t().call({ method: 'POST', url: '/api/DonorRole', token: admin, payload: { name: 'Auditors', permissions: ['manage_settings'] } });
    expect(role.statusCode).toBe(200);
    // Only the administrator holds manage_settings and manage_users in the demo funder, and they are the actor.
    expect((await list(admin)).total).toBe(adminBefore);
    expect((await list(officer)).total).toBe(officerBefore);

    const rows = await t()
      .database.db.selectFrom('notifications')
      .select(['entity', 'operation', 'title'])
      .where('entity', 'in', ['dueDiligence', 'role'])
      .execute();
    expect(rows).toEqual([]);

    // Give the officer manage_settings and manage_users: now they hear of the administrator's changes.
    const officerId = (await t().database.db.selectFrom('users').select(['id', 'role_id']).where('email', '=', 'grants@demo.test').executeTakeFirstOrThrow());
    await t().database.db.insertInto('role_permissions').values([
      { role_id: officerId.role_id ?? 0, permission: 'manage_settings' },
      { role_id: officerId.role_id ?? 0, permission: 'manage_users' },
    ]).execute();
    const typeId = created.json<{ id: number }>().id;
    await t().call({ method: 'PUT', url: `/api/DueDiligence/${typeId}`, token: admin, payload: { name: 'Anti-fraud policy v2' } });
    await t().call({ method: 'DELETE', url: `/api/DueDiligence/${typeId}`, token: admin });
    await t().call({ method: 'DELETE', url: `/api/DonorRole/${role.json<{ id: number }>().id}`, token: admin });
    const officerList = await list(officer);
    expect(officerList.data.slice(0, 3).map((item) => [item.data.entity, item.data.operation, item.data.title, item.data.user_name])).toEqual([
      ['role', 'Delete', 'Auditors', 'Layla Haddad'],
      ['dueDiligence', 'Delete', 'Anti-fraud policy v2', 'Layla Haddad'],
      ['dueDiligence', 'Update', 'Anti-fraud policy v2', 'Layla Haddad'],
    ]);
    await t().database.db.deleteFrom('role_permissions').where('role_id', '=', officerId.role_id ?? 0).where('permission', 'in', ['manage_settings', 'manage_users']).execute();
  });
});
