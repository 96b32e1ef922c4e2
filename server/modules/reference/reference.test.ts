import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER, RELATED_ERROR_CODE } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { REFERENCE_DATA_PATHS } from '#contract/reference-paths';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { REFERENCE_CACHE_CONTROL } from './cacheable-answer';
import { linkToGrant } from './grant-link-fixture';
import { tableColumns } from './grant-links';

type Named = { id: number; name: string };

async function staffIds(app: TestApp, email: string): Promise<{ userId: number; donorId: number }> {
  const user = await app.database.db.selectFrom('users').select(['id', 'donor_id']).where('email', '=', email).executeTakeFirstOrThrow();
  if (user.donor_id === null) throw new Error(`${email} is not a staff member`);
  return { userId: user.id, donorId: user.donor_id };
}

describeOnEachDialect('reference lists', (t) => {
  it('gives every signed-in staff member each reference list, cacheable with an ETag', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    for (const path of REFERENCE_DATA_PATHS) {
      const response = await t().call({ method: 'GET', url: path, token: viewer });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe(REFERENCE_CACHE_CONTROL);
      expect(response.headers.etag, path).toMatch(/^W\/".+"$/);
    }
    expect((await t().call({ method: 'GET', url: '/api/Currency/list' })).statusCode).toBe(401);
  });

  it('lists all currencies, and countries with both names sorted by the English one', async () => {
    const token = await t().signIn('grants@demo.test');
    const currencies = (await t().call({ method: 'GET', url: '/api/Currency/list', token })).json();
    expect(currencies).toContainEqual(expect.objectContaining({ code: 'USD', name: 'US Dollar', symbol: '$' }));
    const countries = (await t().call({ method: 'GET', url: '/api/Country', token })).json<{ name: string; name_ar: string }[]>();
    expect(countries).toContainEqual(expect.objectContaining({ name: 'Jordan', name_ar: 'الأردن' }));
    const names = countries.map((country) => country.name);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 304 without a body while the list is unchanged, and a new ETag once it changes', async () => {
    const admin = await t().signIn('admin@demo.test');
    const first = await t().call({ method: 'GET', url: '/api/DueDiligence', token: admin });
    const etag = String(first.headers.etag);
    const again = await t().call({ method: 'GET', url: '/api/DueDiligence', token: admin, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const created = await t().call({ method: 'POST', url: '/api/DueDiligence', token: admin, payload: { name: 'Board minutes' } });
    expect(created.statusCode).toBe(200);
    const changed = await t().call({ method: 'GET', url: '/api/DueDiligence', token: admin, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toContainEqual(expect.objectContaining({ name: 'Board minutes' }));
  });

  it('never shows one funder’s funding types, programs or due diligences to another', async () => {
    const ours = await t().signIn('viewer@demo.test');
    const theirs = await t().signIn('admin@other.test');
    for (const path of ['/api/funding-type', '/api/Program/list', '/api/DueDiligence']) {
      const mine = (await t().call({ method: 'GET', url: path, token: ours })).json<{ id: number }[]>();
      const other = (await t().call({ method: 'GET', url: path, token: theirs })).json<{ id: number }[]>();
      expect(mine.length, path).toBeGreaterThan(0);
      expect(other.length, path).toBeGreaterThan(0);
      const otherIds = new Set(other.map((item) => item.id));
      expect(mine.filter((item) => otherIds.has(item.id)), path).toEqual([]);
    }
    const programs = (await t().call({ method: 'GET', url: '/api/Program/list', token: theirs })).json();
    expect(programs).toEqual(expect.arrayContaining([expect.objectContaining({ reference_id: 'CRF-SHL-01' })]));
    expect(programs).not.toContainEqual(expect.objectContaining({ reference_id: 'ANDF-EDU-01' }));
  });

  it('starts a new grant from the funder’s usual currency (US dollars before any grant) and no programs', async () => {
    const token = await t().signIn('grants@demo.test');
    const defaults = (await t().call({ method: 'GET', url: '/api/Program/GetDefaults', token })).json();
    const currencies = (await t().call({ method: 'GET', url: '/api/Currency/list', token })).json<{ id: number; code: string }[]>();
    const { donorId } = await staffIds(t(), 'grants@demo.test');
    const hasGrants =
      (await tableColumns(t().database.db, 'grants')).length > 0 &&
      (await sql<{ id: number }>`select id from grants where donor_id = ${donorId}`.execute(t().database.db)).rows.length > 0;
    expect(currencies.map((currency) => currency.id)).toContain(defaults.currency_id);
    if (!hasGrants) expect(defaults.currency_id).toBe(currencies.find((currency) => currency.code === 'USD')?.id);
    expect(defaults.programs).toEqual([]);
  });
});

describeOnEachDialect('due-diligence types', (t) => {
  it('creates, renames and deletes a type; every write answers it with grants_count', async () => {
    const admin = await t().signIn('admin@demo.test');
    const created = await t().call({ method: 'POST', url: '/api/DueDiligence', token: admin, payload: { name: '  Bank reference / مرجع مصرفي ' } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Bank reference / مرجع مصرفي', grants_count: 0 });
    const id = created.json<Named>().id;

    const renamed = await t().call({ method: 'PUT', url: `/api/DueDiligence/${id}`, token: admin, payload: { name: 'BANK reference / مرجع مصرفي' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'BANK reference / مرجع مصرفي', grants_count: 0 });

    const deleted = await t().call({ method: 'DELETE', url: `/api/DueDiligence/${id}`, token: admin });
    expect(deleted.json()).toEqual({ id });
    expect((await t().call({ method: 'DELETE', url: `/api/DueDiligence/${id}`, token: admin })).statusCode).toBe(404);
    const list = (await t().call({ method: 'GET', url: '/api/DueDiligence', token: admin })).json<Named[]>();
    expect(list.map((item) => item.id)).not.toContain(id);
  });

  it('refuses a name the funder already uses, whatever its letter case, on the name field in the caller’s language', async () => {
    const admin = await t().signIn('admin@demo.test');
    const duplicate = await t().call({
      method: 'POST',
      url: '/api/DueDiligence',
      token: admin,
      payload: { name: 'registration CERTIFICATE' },
      headers: { 'accept-language': 'ar' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('unique');
    expect(duplicate.json().ModelState.name).toEqual([formatMessage('unique', { field: 'name' }, 'ar')]);

    const list = (await t().call({ method: 'GET', url: '/api/DueDiligence', token: admin })).json<Named[]>();
    const audited = list.find((item) => item.name === 'Audited financial statements');
    const clash = await t().call({ method: 'PUT', url: `/api/DueDiligence/${audited?.id}`, token: admin, payload: { name: 'Registration Certificate' } });
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().ModelState)).toEqual(['name']);

    // Another funder may use the same name.
    const other = await t().signIn('admin@other.test');
    const theirs = await t().call({ method: 'POST', url: '/api/DueDiligence', token: other, payload: { name: 'Audited financial statements' } });
    expect(theirs.statusCode).toBe(200);
  });

  it('requires a name', async () => {
    const admin = await t().signIn('admin@demo.test');
    const response = await t().call({ method: 'POST', url: '/api/DueDiligence', token: admin, payload: { name: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().ModelState.name).toEqual([formatMessage('required', { field: 'name' })]);
  });

  it('pages, searches and sorts the settings list', async () => {
    const admin = await t().signIn('admin@demo.test');
    const page = await t().call({ method: 'GET', url: '/api/DueDiligence/paged?order_by=name&is_desc=true&rows=2&page=1', token: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ total: number; data: (Named & { grants_count: number })[] }>();
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]?.name.localeCompare(body.data[1]?.name ?? '')).toBeGreaterThan(0);
    expect(body.data.every((item) => typeof item.grants_count === 'number')).toBe(true);

    const searched = (await t().call({ method: 'GET', url: `/api/DueDiligence/paged?search=${encodeURIComponent('حماية')}`, token: admin })).json();
    expect(searched.data.map((item: Named) => item.name)).toEqual(['سياسة حماية الطفل']);
    expect((await t().call({ method: 'GET', url: '/api/DueDiligence/paged?order_by=grants', token: admin })).statusCode).toBe(400);
  });

  it('needs manage_settings to write or to page the settings list', async () => {
    for (const email of ['viewer@demo.test', 'grants@demo.test']) {
      const token = await t().signIn(email);
      for (const [method, url] of [
        ['GET', '/api/DueDiligence/paged'],
        ['POST', '/api/DueDiligence'],
        ['PUT', '/api/DueDiligence/1'],
        ['DELETE', '/api/DueDiligence/1'],
      ] as const) {
        const response = await t().call({ method, url, token, payload: method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined });
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('hides another funder’s types: changing or deleting them answers 404', async () => {
    const other = await t().signIn('admin@other.test');
    const theirs = (await t().call({ method: 'GET', url: '/api/DueDiligence', token: other })).json<Named[]>();
    const admin = await t().signIn('admin@demo.test');
    const id = theirs[0]?.id;
    expect((await t().call({ method: 'PUT', url: `/api/DueDiligence/${id}`, token: admin, payload: { name: 'Taken over' } })).statusCode).toBe(404);
    expect((await t().call({ method: 'DELETE', url: `/api/DueDiligence/${id}`, token: admin })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: '/api/DueDiligence', token: other })).json()).toEqual(theirs);
  });

  it('refuses to delete a type that a grant requires, with the related message, and counts that grant', async () => {
    const admin = await t().signIn('admin@demo.test');
    const created = (await t().call({ method: 'POST', url: '/api/DueDiligence', token: admin, payload: { name: 'Field visit report' } })).json<Named>();
    const { userId, donorId } = await staffIds(t(), 'admin@demo.test');
    const unlink = await linkToGrant(t(), 'dueDiligence', created.id, donorId, userId);
    try {
      const refused = await t().call({ method: 'DELETE', url: `/api/DueDiligence/${created.id}`, token: admin, headers: { 'accept-language': 'ar' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe(RELATED_ERROR_CODE);
      expect(refused.json().Message).toBe(formatMessage('related', {}, 'ar'));
      const page = (await t().call({ method: 'GET', url: `/api/DueDiligence/paged?search=${encodeURIComponent('field visit')}`, token: admin })).json();
      expect(page.data).toEqual([expect.objectContaining({ id: created.id, grants_count: 1 })]);
    } finally {
      await unlink();
    }
    expect((await t().call({ method: 'DELETE', url: `/api/DueDiligence/${created.id}`, token: admin })).statusCode).toBe(200);
  });
});
