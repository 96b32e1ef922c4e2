import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { NegotiationComment, Proposal } from '#contract/proposals';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertNgo, insertProposal, PDF_FILE, publishedGrant } from './proposal-test-helpers';

const errorCode = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

type Control = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: InjectOptions['payload']; headers?: Record<string, string> };

/** Every change the funder can make to a proposal, comments included. */
function controlsOf(grantId: number, id: number, commentId: number, refs: DemoReferences): Control[] {
  const base = `/api/DonorGrant/Proposals/${id}`;
  const form = acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY);
  return [
    { method: 'PUT', url: `/api/DonorGrant/${grantId}/Proposals/${id}/UsersInCharge`, payload: { users: [{ admin_id: refs.userId('finance@demo.test') }] } },
    { method: 'POST', url: `${base}/SetStatus?status=rejected` },
    { method: 'POST', url: `${base}/SetStatus?status=under_negotiation` },
    { method: 'POST', url: `${base}/Accept`, payload: form.payload, headers: form.headers },
    { method: 'PUT', url: `${base}/ExpenditureBatch`, payload: { batches: FIFTY_THIRTY_TWENTY } },
    { method: 'POST', url: `${base}/Negotiations`, payload: { proj_id: id, grant_id: grantId, page_id: 0, content: 'Hello', type: 3 } },
    { method: 'PUT', url: `${base}/Negotiations/${commentId}`, payload: { content: 'Changed', type: 2 } },
    { method: 'DELETE', url: `${base}/Negotiations/${commentId}` },
  ];
}

async function staffComment(t: TestApp, token: string, proposal: Pick<Proposal, 'id' | 'grant_id'>): Promise<NegotiationComment> {
  const response = await t.call({
    method: 'POST',
    url: `/api/DonorGrant/Proposals/${proposal.id}/Negotiations`,
    token,
    payload: { proj_id: proposal.id, grant_id: proposal.grant_id, page_id: 1, content: 'Please detail the transport costs', type: 2 },
  });
  if (response.statusCode !== 200) throw new Error(`comment failed: ${response.body}`);
  return response.json<NegotiationComment>();
}

describeOnEachDialect('proposals: who may act', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngoId: number;
  let officer: string;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, refs);
    ngoId = await insertNgo(t(), 'Access Society');
  });

  const read = async (id: number) => (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${id}`, token: officer })).json<Proposal>();

  it('lets a colleague with manage_grants who is not in charge do nothing: 403 notInCharge on every action', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, status: 'underNegotiation' });
    const comment = await staffComment(t(), officer, { id, grant_id: grant.id });
    const before = await read(id);
    const outsider = await t().signIn('finance@demo.test');
    for (const control of controlsOf(grant.id, id, comment.id, refs)) {
      const response = await t().call({ ...control, token: outsider });
      expect(response.statusCode, `${control.method} ${control.url}`).toBe(403);
      expect(errorCode(response), `${control.method} ${control.url}`).toBe('notInCharge');
      expect(response.json().Message).toBe(formatMessage('notInCharge', { field: 'proposal' }));
    }
    expect(await read(id)).toEqual(before);
  });

  it('lets a viewer without manage_grants do nothing: 403 on every action, though they read it all', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, status: 'underNegotiation' });
    const comment = await staffComment(t(), officer, { id, grant_id: grant.id });
    const viewer = await t().signIn('viewer@demo.test');
    for (const control of controlsOf(grant.id, id, comment.id, refs)) {
      const response = await t().call({ ...control, token: viewer });
      expect(response.statusCode, `${control.method} ${control.url}`).toBe(403);
      expect(errorCode(response)).toBe('accessDenied');
    }
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${id}/Negotiations`, token: viewer })).json()).toHaveLength(2);
  });

  it('hides another funder’s proposals from every action: 404', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, status: 'underNegotiation' });
    const comment = await staffComment(t(), officer, { id, grant_id: grant.id });
    const before = await read(id);
    const theirs = await t().signIn('admin@other.test');
    for (const control of controlsOf(grant.id, id, comment.id, refs)) {
      const response = await t().call({ ...control, token: theirs });
      expect(response.statusCode, `${control.method} ${control.url}`).toBe(404);
    }
    expect(await read(id)).toEqual(before);
  });

  it('replaces the proposal’s users in charge with active colleagues, who may then act', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    const url = `/api/DonorGrant/${grant.id}/Proposals/${id}/UsersInCharge`;
    const finance = refs.userId('finance@demo.test');
    const set = await t().call({ method: 'PUT', url, token: officer, payload: { users: [{ admin_id: finance, is_manager: true }] } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ version: 2, usersInCharge: [finance], users: [{ admin_id: finance, name: 'Nour Saleh / نور صالح', is_manager: true }] });
    expect((await t().call({ method: 'GET', url, token: officer })).json()).toEqual([{ admin_id: finance, name: 'Nour Saleh / نور صالح', is_manager: true }]);

    const nowInCharge = await t().signIn('finance@demo.test');
    const negotiated = await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${id}/SetStatus?status=under_negotiation`, token: nowInCharge });
    expect(negotiated.statusCode).toBe(200);

    const otherAdmin = await t().database.db.selectFrom('users').select('id').where('email', '=', 'admin@other.test').executeTakeFirstOrThrow();
    for (const users of [[{ admin_id: otherAdmin.id }], [{ admin_id: refs.userId('karim@demo.test') }], [{ admin_id: finance }, { admin_id: finance }], []]) {
      const refused = await t().call({ method: 'PUT', url, token: officer, payload: { users } });
      expect(refused.statusCode, JSON.stringify(users)).toBe(400);
      expect(Object.keys(refused.json().ModelState)).toEqual(['users']);
    }
    const otherGrant = await publishedGrant(t(), officer, refs);
    const wrongGrant = await t().call({ method: 'PUT', url: `/api/DonorGrant/${otherGrant.id}/Proposals/${id}/UsersInCharge`, token: officer, payload: { users: [{ admin_id: finance }] } });
    expect(wrongGrant.statusCode).toBe(404);
  });

  it('tells the users in charge of each decision with a toast, and never the one who made it', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 10_000 });
    const finance = refs.userId('finance@demo.test');
    const officerId = refs.userId('grants@demo.test');
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${grant.id}/Proposals/${id}/UsersInCharge`, token: officer, payload: { users: [{ admin_id: finance }] } });
    await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${id}/SetStatus?status=under_negotiation`, token: officer });
    await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${id}/Accept`, token: officer, ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY) });

    const notificationsOf = (userId: number) =>
      t().database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('object_id', '=', id).orderBy('id').execute();
    const received = await notificationsOf(finance);
    expect(received.map((row) => [row.entity, row.operation, row.toast, row.parent_id])).toEqual([
      ['proposal', 'Update', 0, grant.id],
      ['proposal', 'Update', 1, grant.id],
      ['proposal', 'Update', 1, grant.id],
    ]);
    expect(await notificationsOf(officerId)).toEqual([]);
  });
});
