import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import type { Proposal } from '#contract/proposals';
import { boundedQueuedAt } from '../../platform/audit';
import { createDraft, demoReferences, grantInput, type DemoReferences } from '../grants/grant-test-helpers';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * MINUTE).toISOString();
}

async function editGrant(t: TestApp, token: string, refs: DemoReferences, grant: Grant, headers: Record<string, string> = {}) {
  return t.call({
    method: 'PUT',
    url: `/api/DonorGrant/${grant.id}`,
    token,
    headers: { 'If-Match': String(grant.version), ...headers },
    payload: grantInput(refs, { title: 'Reading clubs, second phase', max_size: 7000 }),
  });
}

async function history(t: TestApp, token: string, query: string) {
  return t.call({ method: 'GET', url: `/api/Audit?${query}`, token });
}

describe('boundedQueuedAt', () => {
  const now = new Date('2026-11-25T11:05:00.000Z');
  it('keeps a believable time a change waited in the outbox', () => {
    expect(boundedQueuedAt('2026-11-25T10:42:00.000Z', now)).toBe('2026-11-25T10:42:00.000Z');
    expect(boundedQueuedAt('2026-11-25T12:42:00+02:00', now)).toBe('2026-11-25T10:42:00.000Z');
  });
  it('ignores a time in the future, too old, too recent to be offline, or not a time', () => {
    expect(boundedQueuedAt('2026-11-25T11:10:00.000Z', now)).toBeNull();
    expect(boundedQueuedAt('2026-10-01T11:00:00.000Z', now)).toBeNull();
    expect(boundedQueuedAt('2026-11-25T11:04:30.000Z', now)).toBeNull();
    expect(boundedQueuedAt('yesterday', now)).toBeNull();
    expect(boundedQueuedAt('2026-11-25', now)).toBeNull();
    expect(boundedQueuedAt(undefined, now)).toBeNull();
  });
});

describeOnEachDialect('GET /api/Audit', (t) => {
  it('shows a grant’s history newest first, with each changed field before and after and the time it was made offline', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const queuedAt = minutesAgo(23);
    expect((await editGrant(t(), officer, refs, draft, { 'X-Queued-At': queuedAt })).statusCode).toBe(200);

    const response = await history(t(), officer, `entity=grant&entity_id=${draft.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Paged<AuditEntry>>();
    expect(page.total).toBe(2);
    expect(page.data.map((entry) => entry.action)).toEqual(['detailsChanged', 'created']);
    const [edit, created] = page.data;
    expect(edit).toMatchObject({ entity: 'grant', entity_id: draft.id, user_id: refs.userId('grants@demo.test'), user_name: 'عمر الخطيب' });
    expect(edit?.queued_at).toBe(queuedAt);
    expect(edit?.changes).toEqual([
      { field: 'title', from: draft.title, to: 'Reading clubs, second phase', currency: null },
      { field: 'max_size', from: 5000.25, to: 7000, currency: draft.currency.symbol },
    ]);
    expect(created?.queued_at).toBeNull();
  });

  it('keeps no queued time that is in the future, too old or not a time, and saves the change all the same', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    let grant = await createDraft(t(), officer, refs);
    for (const queuedAt of [new Date(Date.now() + 10 * MINUTE).toISOString(), minutesAgo(40 * 24 * 60), 'soon']) {
      const response = await t().call({
        method: 'PUT',
        url: `/api/DonorGrant/${grant.id}/countries`,
        token: officer,
        headers: { 'If-Match': String(grant.version), 'X-Queued-At': queuedAt },
        payload: { countries: refs.countryIds.slice(0, 1) },
      });
      expect(response.statusCode).toBe(200);
      grant = response.json<Grant>();
    }
    const page = (await history(t(), officer, `entity=grant&entity_id=${grant.id}`)).json<Paged<AuditEntry>>();
    expect(page.data.filter((entry) => entry.action === 'countriesChanged')).toHaveLength(3);
    expect(page.data.every((entry) => entry.queued_at === null)).toBe(true);
  });

  it('gives nothing to staff of another funder, to staff not in charge, or to a viewer; a settings manager sees it', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const query = `entity=grant&entity_id=${draft.id}`;
    expect((await history(t(), await t().signIn('admin@other.test'), query)).statusCode).toBe(404);
    expect((await history(t(), await t().signIn('finance@demo.test'), query)).statusCode).toBe(403);
    expect((await history(t(), await t().signIn('viewer@demo.test'), query)).statusCode).toBe(403);
    expect((await history(t(), await t().signIn('admin@demo.test'), query)).json<Paged<AuditEntry>>().total).toBe(1);
  });

  it('shows a proposal’s and a project’s history only to their users in charge', async () => {
    const admin = await t().signIn('admin@demo.test');
    const proposals = (await t().call({ method: 'GET', url: '/api/DonorGrant/Proposals?rows=100', token: admin })).json<Paged<Proposal>>();
    const viewer = await t().signIn('viewer@demo.test');
    const proposal = proposals.data[0];
    if (!proposal) throw new Error('no demo proposal');
    expect((await history(t(), viewer, `entity=proposal&entity_id=${proposal.id}`)).statusCode).toBe(403);
    expect((await history(t(), admin, `entity=proposal&entity_id=${proposal.id}`)).statusCode).toBe(200);
    const project = proposals.data.find((row) => row.project_id !== null);
    if (!project?.project_id) throw new Error('no demo project');
    expect((await history(t(), viewer, `entity=project&entity_id=${project.project_id}`)).statusCode).toBe(403);
    expect((await history(t(), admin, `entity=project&entity_id=${project.project_id}`)).statusCode).toBe(200);
    expect((await history(t(), admin, 'entity=project&entity_id=999999')).statusCode).toBe(404);
  });

  it('answers the funder-wide activity only to holders of manage_settings, and only the funder’s own', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    expect((await history(t(), officer, '')).statusCode).toBe(403);
    expect((await history(t(), officer, 'entity=grant')).statusCode).toBe(403);
    const mine = (await history(t(), await t().signIn('admin@demo.test'), 'entity=grant&rows=100')).json<Paged<AuditEntry>>();
    expect(mine.data.some((entry) => entry.entity_id === draft.id)).toBe(true);
    const theirs = (await history(t(), await t().signIn('admin@other.test'), 'entity=grant&rows=100')).json<Paged<AuditEntry>>();
    expect(theirs.data.some((entry) => entry.entity_id === draft.id)).toBe(false);
  });

  it('pages and filters by user, kind and period', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const admin = await t().signIn('admin@demo.test');
    const draft = await createDraft(t(), officer, refs);
    await editGrant(t(), officer, refs, draft);
    const base = `entity=grant&entity_id=${draft.id}`;

    const second = (await history(t(), admin, `${base}&rows=1&page=2`)).json<Paged<AuditEntry>>();
    expect(second.total).toBe(2);
    expect(second.data.map((entry) => entry.action)).toEqual(['created']);
    const oldestFirst = (await history(t(), admin, `${base}&is_desc=false`)).json<Paged<AuditEntry>>();
    expect(oldestFirst.data.map((entry) => entry.action)).toEqual(['created', 'detailsChanged']);

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await history(t(), admin, `${base}&from=${today}&to=${today}`)).json<Paged<AuditEntry>>().total).toBe(2);
    expect((await history(t(), admin, `${base}&to=${yesterday}`)).json<Paged<AuditEntry>>().total).toBe(0);

    const byOfficer = (await history(t(), admin, `user_id=${refs.userId('grants@demo.test')}&from=${today}&rows=100`)).json<Paged<AuditEntry>>();
    expect(byOfficer.data.length).toBeGreaterThanOrEqual(2);
    expect(byOfficer.data.every((entry) => entry.user_id === refs.userId('grants@demo.test'))).toBe(true);
    const byAdmin = (await history(t(), admin, `${base}&user_id=${refs.userId('admin@demo.test')}`)).json<Paged<AuditEntry>>();
    expect(byAdmin.total).toBe(0);
    const proposalsOnly = (await history(t(), admin, 'entity=proposal&rows=100')).json<Paged<AuditEntry>>();
    expect(proposalsOnly.data.every((entry) => entry.entity === 'proposal')).toBe(true);
  });

  it.each([
    ['an unknown kind', 'entity=budget'],
    ['a record without its kind', 'entity_id=3'],
    ['a record of a kind without history', 'entity=negotiation&entity_id=3'],
    ['a record id that is not a number', 'entity=grant&entity_id=abc'],
    ['a user id below one', 'user_id=0'],
    ['a day that does not exist', 'from=2026-02-30'],
    ['a period ending before it starts', 'from=2026-05-02&to=2026-05-01'],
    ['no rows a page', 'rows=0'],
    ['more rows than a page holds', 'rows=1000'],
  ])('refuses %s with 400', async (_what, query) => {
    const response = await history(t(), await t().signIn('admin@demo.test'), query);
    expect(response.statusCode).toBe(400);
  });
});

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Activity');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describeOnEachDialect('GET /api/Audit/export', (t) => {
  it('exports a grant’s history to Excel in the reader’s language, one line per changed field, money as numbers', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    await editGrant(t(), officer, refs, draft, { 'X-Queued-At': minutesAgo(30) });
    const response = await t().call({
      method: 'GET',
      url: `/api/Audit/export?entity=grant&entity_id=${draft.id}`,
      token: officer,
      headers: { 'Accept-Language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]?.slice(6)).toEqual(['الإجراء', 'الحقل', 'قبل', 'بعد']);
    expect(rows.slice(1).map((row) => [row[6], row[7], row[8], row[9]])).toEqual([
      ['عدّل التفاصيل', 'العنوان', draft.title, 'Reading clubs, second phase'],
      ['عدّل التفاصيل', 'الحد الأعلى', 5000.25, 7000],
      ['أنشأ', undefined, undefined, undefined],
    ]);
    expect(rows[1]?.[1]).toBeInstanceOf(Date);
    expect(rows[3]?.[1]).toBeUndefined();
  });

  it('refuses the export to whoever may not read the list', async () => {
    const refs = await demoReferences(t());
    const draft = await createDraft(t(), await t().signIn('grants@demo.test'), refs);
    const viewer = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'GET', url: `/api/Audit/export?entity=grant&entity_id=${draft.id}`, token: viewer })).statusCode).toBe(403);
    expect((await t().call({ method: 'GET', url: '/api/Audit/export', token: viewer })).statusCode).toBe(403);
  });
});

describeOnEachDialect('ETag and If-Match', (t) => {
  it('tags a grant with its version and accepts the tag, its strong form and the bare number as If-Match', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    let grant = await createDraft(t(), officer, refs);
    const read = await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}`, token: officer });
    expect(read.headers.etag).toBe(`W/"${grant.version}"`);

    for (const ifMatch of [String(read.headers.etag), `"${grant.version + 1}"`, String(grant.version + 2)]) {
      const response = await editGrant(t(), officer, refs, grant, { 'If-Match': ifMatch });
      expect(response.statusCode).toBe(200);
      grant = response.json<Grant>();
    }
    const again = await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}`, token: officer });
    expect(again.headers.etag).toBe(`W/"${grant.version}"`);
  });

  it('answers 412 with the grant as it is for a tag of another version, and 400 for a tag that is no version', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const grant = await createDraft(t(), officer, refs);
    const stale = await editGrant(t(), officer, refs, grant, { 'If-Match': `W/"${grant.version + 5}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: Grant }>().current.version).toBe(grant.version);
    expect((await editGrant(t(), officer, refs, grant, { 'If-Match': 'W/"grant-x"' })).statusCode).toBe(400);
  });

  it('tags a proposal and a project with their versions', async () => {
    const admin = await t().signIn('admin@demo.test');
    const proposals = (await t().call({ method: 'GET', url: '/api/DonorGrant/Proposals?rows=100', token: admin })).json<Paged<Proposal>>();
    const accepted = proposals.data.find((row) => row.project_id !== null);
    if (!accepted?.project_id) throw new Error('no demo project');
    const proposal = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${accepted.id}`, token: admin });
    expect(proposal.headers.etag).toBe(`W/"${proposal.json<Proposal>().version}"`);
    const project = await t().call({ method: 'GET', url: `/api/DonorProject/${accepted.project_id}`, token: admin });
    expect(project.headers.etag).toBe(`W/"${project.json<{ version: number }>().version}"`);
  });
});
