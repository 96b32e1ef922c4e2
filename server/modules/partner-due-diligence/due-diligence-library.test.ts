import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths';
import { formatMessage } from '#contract/messages';
import type { NgoDueDiligence } from '#contract/ngos';
import { partnerPaths } from '#contract/partner';
import { DUE_DILIGENCE_MAX_BYTES, type DueDiligenceTypeOption, type PartnerDueDiligence } from '#contract/partner-due-diligence';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { PDF_BYTES } from '../proposals/proposal-test-helpers';

type Part = { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Buffer } };

/** The upload form as the library dialog's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = { name: 'registration-2026.pdf', type: 'application/pdf', bytes: PDF_BYTES };
const api = (path: string) => `/api${path}`;

describeOnEachDialect('the organisation’s due-diligence library', (t) => {
  let admin: string;
  let member: string;
  let otherAdmin: string;
  let typeId: number;

  const fields = (overrides: Record<string, string | null> = {}): Part[] =>
    Object.entries({ type: String(typeId), issued_on: '2026-01-10', expires_on: '2027-01-10', ...overrides }).flatMap(([name, value]) =>
      value === null ? [] : [{ name, value }],
    );
  const upload = (parts: Part[], token = admin) => {
    const form = multipart(parts);
    return t().call({ method: 'POST', url: api(partnerPaths.organisation.dueDiligences), token, payload: form.payload, headers: form.headers });
  };
  const library = async (token = admin) => (await t().call({ method: 'GET', url: api(partnerPaths.organisation.dueDiligences), token })).json<PartnerDueDiligence[]>();
  const rowCount = async () => Number((await t().database.db.selectFrom('ngo_due_diligences').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    admin = await t().signIn('partner@demo.test');
    member = await t().signIn('member@demo.test');
    otherAdmin = await t().signIn('nabaa@ngo.test');
    const types = (await t().call({ method: 'GET', url: api(partnerPaths.organisation.dueDiligenceTypes), token: member })).json<DueDiligenceTypeOption[]>();
    typeId = types[0]?.id ?? 0;
  });

  it('lists every funder’s due-diligence types once per name', async () => {
    const response = await t().call({ method: 'GET', url: api(partnerPaths.organisation.dueDiligenceTypes), token: member });
    expect(response.statusCode).toBe(200);
    const types = response.json<DueDiligenceTypeOption[]>();
    const all = await t().database.db.selectFrom('due_diligence_types').select(['id', 'name', 'donor_id']).execute();
    expect(new Set(all.map((row) => row.donor_id)).size).toBeGreaterThan(1);
    const names = types.map((type) => type.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names)).toEqual(new Set(all.map((row) => row.name.trim().toLowerCase())));
  });

  it('adds a document named after its type, lists it with its dates and serves its file to the organisation only', async () => {
    const response = await upload([...fields(), { name: 'file', file: PDF }]);
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json<PartnerDueDiligence>();
    const type = await t().database.db.selectFrom('due_diligence_types').select('name').where('id', '=', typeId).executeTakeFirstOrThrow();
    expect(added).toMatchObject({ type_id: typeId, name: type.name, file_name: 'registration-2026.pdf', issued_on: '2026-01-10', expires_on: '2027-01-10', expired: false, reviews: [] });
    expect((await library(member)).map((document) => document.id)).toContain(added.id);
    expect((await library(otherAdmin)).map((document) => document.id)).not.toContain(added.id);
    const url = added.url ?? '';
    expect((await t().call({ method: 'GET', url, token: member })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url, token: otherAdmin })).statusCode).toBe(404);
  });

  it('refuses a wrong file, a missing type, a bad date or an expiry not after the issue date, and writes nothing', async () => {
    const before = await rowCount();
    const files = await t().storedFileNames();
    const refusals: [Part[], string, string][] = [
      [fields(), 'file', formatMessage('required', { field: 'file' })],
      [[...fields(), { name: 'file', file: { name: 'tool.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') } }], 'file', formatMessage('documentType', { field: 'file' })],
      [[...fields(), { name: 'file', file: { ...PDF, bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(DUE_DILIGENCE_MAX_BYTES)]) } }], 'file', formatMessage('documentSize', { field: 'file' })],
      [[...fields({ type: null }), { name: 'file', file: PDF }], 'type', formatMessage('required', { field: 'type' })],
      [[...fields({ type: '999999' }), { name: 'file', file: PDF }], 'type', formatMessage('invalid', { field: 'type' })],
      [[...fields({ issued_on: '2026-02-30' }), { name: 'file', file: PDF }], 'issued_on', formatMessage('invalid', { field: 'issued_on' })],
      [[...fields({ expires_on: '2026-01-10' }), { name: 'file', file: PDF }], 'expires_on', formatMessage('after', { field: 'expires_on', other: 'issued_on' })],
    ];
    for (const [parts, field, message] of refusals) {
      const response = await upload(parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ ModelState: Record<string, string[]> }>().ModelState[field]).toContain(message);
    }
    expect(await rowCount()).toBe(before);
    expect(await t().storedFileNames()).toEqual(files);
  });

  it('keeps a document without an expiry date as one that does not expire', async () => {
    const response = await upload([...fields({ expires_on: '' }), { name: 'file', file: PDF }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PartnerDueDiligence>()).toMatchObject({ expires_on: null, expired: false });
  });

  it('flags a document whose expiry date has passed', async () => {
    const response = await upload([...fields({ issued_on: '2020-01-01', expires_on: '2021-01-01' }), { name: 'file', file: PDF }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PartnerDueDiligence>().expired).toBe(true);
  });

  it('answers 403 to a member who uploads or deletes, and changes nothing', async () => {
    const before = await rowCount();
    const [document] = await library(member);
    expect((await upload([...fields(), { name: 'file', file: PDF }], member)).statusCode).toBe(403);
    expect((await t().call({ method: 'DELETE', url: api(partnerPaths.organisation.dueDiligence(document?.id ?? 0)), token: member })).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for another organisation’s document, and leaves it', async () => {
    const [theirs] = await library(otherAdmin);
    const id = theirs?.id ?? 0;
    const response = await t().call({ method: 'DELETE', url: api(partnerPaths.organisation.dueDiligence(id)), token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ Message: string }>().Message).toBe(formatMessage('notFound', { field: 'document' }));
    expect((await library(otherAdmin)).map((document) => document.id)).toContain(id);
  });

  it('deletes a document held by a draft (taking it off the draft) and refuses one a submitted proposal holds', async () => {
    const db = t().database.db;
    const added = (await upload([...fields(), { name: 'file', file: PDF }])).json<PartnerDueDiligence>();
    const held = (await upload([...fields(), { name: 'file', file: PDF }])).json<PartnerDueDiligence>();
    const storedOf = async (id: number) => (await db.selectFrom('ngo_due_diligences').select('stored_name').where('id', '=', id).executeTakeFirstOrThrow()).stored_name;
    const partner = await db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    const proposals = await db.selectFrom('proposals').select(['id', 'status']).where('ngo_id', '=', partner.ngo_id ?? 0).execute();
    const submitted = proposals.find((proposal) => proposal.status !== 'draft');
    expect(submitted).toBeDefined();
    const draft = await attachedDraft(t(), submitted?.id ?? 0);
    const attach = async (proposalId: number, storedName: string | null) =>
      db.insertInto('proposal_due_diligences').values({ proposal_id: proposalId, due_diligence_id: typeId + 0, file_name: 'registration-2026.pdf', stored_name: storedName, expires_on: '2027-01-10', note: null }).execute();
    await db.deleteFrom('proposal_due_diligences').where('proposal_id', 'in', [submitted?.id ?? 0, draft]).where('due_diligence_id', '=', typeId).execute();
    await attach(submitted?.id ?? 0, await storedOf(held.id));
    await attach(draft, await storedOf(added.id));

    const refused = await t().call({ method: 'DELETE', url: api(partnerPaths.organisation.dueDiligence(held.id)), token: admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string }>().Message).toBe(formatMessage('related'));
    expect((await library()).map((document) => document.id)).toContain(held.id);

    const deleted = await t().call({ method: 'DELETE', url: api(partnerPaths.organisation.dueDiligence(added.id)), token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await library()).map((document) => document.id)).not.toContain(added.id);
    expect(await db.selectFrom('proposal_due_diligences').select('id').where('proposal_id', '=', draft).where('due_diligence_id', '=', typeId).execute()).toEqual([]);
  });

  it('keeps each funder’s review its own: the organisation sees both, each funder only its own', async () => {
    const db = t().database.db;
    const partner = await db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    const ngoId = partner.ngo_id ?? 0;
    const donors = await db.selectFrom('proposals').select('donor_id').where('ngo_id', '=', ngoId).distinct().execute();
    expect(donors.length).toBe(2);
    const document = (await upload([...fields(), { name: 'file', file: PDF }])).json<PartnerDueDiligence>();
    const first = await t().signIn('admin@demo.test');
    const second = await t().signIn('admin@other.test');
    const review = (token: string, body: Record<string, string>) => t().call({ method: 'PUT', url: api(apiPaths.ngos.dueDiligenceReview(ngoId, document.id)), token, payload: body });

    const returned = await review(first, { status: 'returned', comment: 'The stamp is unreadable.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<NgoDueDiligence>().review).toMatchObject({ status: 'returned', comment: 'The stamp is unreadable.', reviewer_name: 'Layla Haddad' });
    expect((await review(second, { status: 'accepted', comment: 'ignored' })).statusCode).toBe(200);

    const seenBy = async (token: string) =>
      (await t().call({ method: 'GET', url: api(apiPaths.ngos.dueDiligences(ngoId)), token })).json<NgoDueDiligence[]>().find((row) => row.id === document.id);
    expect((await seenBy(first))?.review).toMatchObject({ status: 'returned', comment: 'The stamp is unreadable.' });
    expect((await seenBy(second))?.review).toMatchObject({ status: 'accepted', comment: null });
    const reviews = (await library()).find((row) => row.id === document.id)?.reviews ?? [];
    expect(reviews.map((row) => row.status).toSorted()).toEqual(['accepted', 'returned']);

    // A later review replaces the funder's own, and only it.
    expect((await review(first, { status: 'accepted' })).json<NgoDueDiligence>().review).toMatchObject({ status: 'accepted', comment: null });
    expect((await library()).find((row) => row.id === document.id)?.reviews.map((row) => row.status)).toEqual(['accepted', 'accepted']);
  });

  it('refuses a return without a comment, another organisation’s document, and staff without manage_grants', async () => {
    const db = t().database.db;
    const partner = await db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    const ngoId = partner.ngo_id ?? 0;
    const [mine] = await library();
    const [theirs] = await library(otherAdmin);
    const first = await t().signIn('admin@demo.test');
    const url = (documentId: number) => api(apiPaths.ngos.dueDiligenceReview(ngoId, documentId));
    const noComment = await t().call({ method: 'PUT', url: url(mine?.id ?? 0), token: first, payload: { status: 'returned', comment: '  ' } });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json<{ ModelState: Record<string, string[]> }>().ModelState.comment).toEqual([formatMessage('required', { field: 'comment' })]);
    const elsewhere = await t().call({ method: 'PUT', url: url(theirs?.id ?? 0), token: first, payload: { status: 'accepted' } });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ Message: string }>().Message).toBe(formatMessage('notFound', { field: 'document' }));
    const viewer = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'PUT', url: url(mine?.id ?? 0), token: viewer, payload: { status: 'accepted' } })).statusCode).toBe(403);
    expect(await db.selectFrom('ngo_due_diligence_reviews').select('id').where('document_id', 'in', [mine?.id ?? 0, theirs?.id ?? 0]).execute()).toEqual([]);
  });
});

/** A draft of the organisation of `proposalId`: the proposal itself turned back to draft would lose the submitted one, so a copy. */
async function attachedDraft(t: TestApp, proposalId: number): Promise<number> {
  const db = t.database.db;
  const source = await db.selectFrom('proposals').selectAll().where('id', '=', proposalId).executeTakeFirstOrThrow();
  const { id: _id, ...rest } = source;
  const { id } = await db
    .insertInto('proposals')
    .values({ ...rest, code: `${source.code}-DRAFT`, status: 'draft', submitted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
