import { expect, it } from 'vitest';
import { formatMessage } from '#contract/messages';
import type { User } from '#contract/users';
import { describeOnEachDialect } from '../../test/test-app';

describeOnEachDialect('the funder’s staff list', (t) => {
  const page = async (token: string, query: string) => {
    const response = await t().call({ method: 'GET', url: `/api/DonorAdmin${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<{ total: number; data: User[] }>();
  };

  it('pages through the funder’s users only, oldest first by default', async () => {
    const admin = await t().signIn('admin@demo.test');
    const first = await page(admin, '?rows=2');
    expect(first.total).toBe(6);
    expect(first.data.map((u) => u.email)).toEqual(['admin@demo.test', 'grants@demo.test']);
    const third = await page(admin, '?rows=2&page=3');
    expect(third.data.map((u) => u.email)).toEqual(['finance@demo.test', 'karim@demo.test']);
    expect(third.data[1]).toMatchObject({ active: false, role_name: 'Viewer / مشاهد' });
    expect((await page(admin, '?rows=2&page=4')).data).toEqual([]);
  });

  it('sorts by name or email in either direction', async () => {
    const admin = await t().signIn('admin@demo.test');
    const byEmailDesc = await page(admin, '?order_by=email&is_desc=true');
    const emails = byEmailDesc.data.map((u) => u.email);
    expect(emails).toEqual(emails.toSorted().toReversed());
    const byName = await page(admin, '?order_by=name');
    expect(byName.data[0]?.name).toBe('Layla Haddad');
  });

  it('searches names (Arabic too) and emails, ignoring letter case', async () => {
    const admin = await t().signIn('admin@demo.test');
    expect((await page(admin, '?search=LAYLA')).data.map((u) => u.email)).toEqual(['admin@demo.test']);
    expect((await page(admin, `?search=${encodeURIComponent('الخطيب')}`)).data.map((u) => u.email)).toEqual(['grants@demo.test']);
    const byDomain = await page(admin, '?search=other.test');
    expect(byDomain).toEqual({ total: 0, data: [] });
  });

  it('refuses a sort column it does not know, with a 400 rather than a 500', async () => {
    const admin = await t().signIn('admin@demo.test');
    const response = await t().call({ method: 'GET', url: '/api/DonorAdmin?order_by=password_hash&rows=1000', token: admin });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().ModelState).toSorted()).toEqual(['order_by', 'rows']);
  });

  it('gives every staff member the short list for pickers, without invited users', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    const response = await t().call({ method: 'GET', url: '/api/DonorAdmin/list', token: viewer });
    expect(response.statusCode).toBe(200);
    const emails = response.json().map((u: { email: string }) => u.email);
    expect(emails).toContain('admin@demo.test');
    expect(emails).not.toContain('karim@demo.test');
    expect(emails).not.toContain('admin@other.test');
  });

  it('needs manage_users for the paged list, role changes and removals', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin', token: viewer })).statusCode).toBe(403);
    expect((await t().call({ method: 'PUT', url: '/api/DonorAdmin/1/Role', token: viewer, payload: { role_id: 1 } })).statusCode).toBe(403);
    expect((await t().call({ method: 'DELETE', url: '/api/DonorAdmin/2', token: viewer })).statusCode).toBe(403);
  });

  it('changes another user’s role but never the caller’s own', async () => {
    const admin = await t().signIn('admin@demo.test');
    const roles = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json<{ id: number; name: string }[]>();
    const programsRole = roles.find((r) => r.name === 'مدير البرامج');
    const me = (await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token: admin })).json();
    const finance = (await page(admin, '?search=finance')).data[0];
    if (!programsRole || !finance) throw new Error('seed changed');

    const changed = await t().call({ method: 'PUT', url: `/api/DonorAdmin/${finance.id}/Role`, token: admin, payload: { role_id: programsRole.id } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: finance.id, role_id: programsRole.id, role_name: 'مدير البرامج' });

    const own = await t().call({ method: 'PUT', url: `/api/DonorAdmin/${me.id}/Role`, token: admin, payload: { role_id: programsRole.id } });
    expect(own.statusCode).toBe(400);
    expect(own.json().Message).toBe(formatMessage('cannotRemoveSelf'));
    expect((await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${me.id}`, token: admin })).statusCode).toBe(400);
  });

  it('removes a user: their sessions end, they vanish from lists, and their email can be invited again', async () => {
    const admin = await t().signIn('admin@demo.test');
    const programs = await t().signIn('programs@demo.test');
    const target = (await page(admin, '?search=programs@')).data[0];
    if (!target) throw new Error('seed changed');
    const removed = await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${target.id}`, token: admin });
    expect(removed.json()).toEqual({ id: target.id });
    expect((await t().call({ method: 'GET', url: '/api/DonorAdmin/profile', token: programs })).statusCode).toBe(401);
    expect((await page(admin, '?search=programs@')).total).toBe(0);
    expect((await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${target.id}`, token: admin })).statusCode).toBe(404);
    const roles = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json<{ id: number }[]>();
    const again = await t().call({ method: 'POST', url: '/api/InvitedUser', token: admin, payload: { name: 'يوسف النجار', email: 'programs@demo.test', role_id: roles[0]?.id } });
    expect(again.statusCode).toBe(200);
  });

  it('hides another funder’s users: role change and removal answer 404 and change nothing', async () => {
    const otherAdmin = await t().signIn('admin@other.test');
    const theirs = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=field', token: otherAdmin })).json().data[0];
    const admin = await t().signIn('admin@demo.test');
    const myRoles = (await t().call({ method: 'GET', url: '/api/DonorRole/list', token: admin })).json<{ id: number }[]>();
    const role = await t().call({ method: 'PUT', url: `/api/DonorAdmin/${theirs.id}/Role`, token: admin, payload: { role_id: myRoles[0]?.id } });
    expect(role.statusCode).toBe(404);
    expect((await t().call({ method: 'DELETE', url: `/api/DonorAdmin/${theirs.id}`, token: admin })).statusCode).toBe(404);
    const still = (await t().call({ method: 'GET', url: '/api/DonorAdmin?search=field', token: otherAdmin })).json().data[0];
    expect(still).toEqual(theirs);
  });
});
