import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { CommentType, ProposalPage } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import type { NegotiationComment, NegotiationInput } from '#contract/proposals';
import { describeOnEachDialect, multipartFile, PNG_BYTES } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { insertNgo, insertProposal, proposalUrl, publishedGrant } from '../proposals/proposal-test-helpers';

const url = (id: number, rest = '') => proposalUrl(id, `/Negotiations${rest}`);
const errorCode = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

describeOnEachDialect('negotiation comments', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngoId: number;
  let officer: string;
  let colleague: string;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, refs);
    ngoId = await insertNgo(t(), 'Negotiation Society');
    // A second user in charge (of the grant), to show that being in charge is not being the author.
    await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${grant.id}/users-in-charge`,
      token: officer,
      payload: { users: [{ admin_id: refs.userId('grants@demo.test'), is_manager: true }, { admin_id: refs.userId('finance@demo.test') }] },
    });
    colleague = await t().signIn('finance@demo.test');
  });

  const negotiating = () => insertProposal(t(), { grantId: grant.id, ngoId, status: 'underNegotiation' });
  const input = (id: number, overrides: Partial<NegotiationInput> = {}): NegotiationInput => ({
    proj_id: id,
    grant_id: grant.id,
    page_id: ProposalPage.BUDGET,
    content: 'Please split the transport line / يرجى تفصيل بند النقل',
    type: CommentType.High,
    ...overrides,
  });
  const post = (id: number, payload: InjectOptions['payload'], token = officer, headers: Record<string, string> = {}) =>
    t().call({ method: 'POST', url: url(id), token, payload, headers });
  const list = async (id: number, query = '') => (await t().call({ method: 'GET', url: url(id, query), token: officer })).json<NegotiationComment[]>();

  it('writes a comment while under negotiation and answers it with the author’s name and picture', async () => {
    const id = await negotiating();
    await t().call({ method: 'PUT', url: '/api/DonorAdmin/Image', token: officer, ...multipartFile('file', 'me.png', 'image/png', PNG_BYTES) });
    const response = await post(id, input(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: 'Please split the transport line / يرجى تفصيل بند النقل',
      type: CommentType.High,
      page_id: ProposalPage.BUDGET,
      proj_id: id,
      don_id: refs.donorId,
      grant_id: grant.id,
      by_ngo_user: false,
      created_by: refs.userId('grants@demo.test'),
      updated_at: null,
      name: 'عمر الخطيب',
      email: null,
    });
    expect(response.json<NegotiationComment>().profile).toMatch(/^\/api\/images\/[0-9a-f]{32}\.png$/);
    const defaults = await post(id, { proj_id: id, grant_id: grant.id, content: 'Defaults' });
    expect(defaults.json()).toMatchObject({ type: CommentType.Normal, page_id: ProposalPage.COVER_PAGE });
  });

  it('lists a proposal’s comments oldest first, all pages or one, the organisation’s with its name and email', async () => {
    const id = await negotiating();
    await post(id, input(id, { content: 'On the budget' }));
    await post(id, input(id, { content: 'On the workplan', page_id: ProposalPage.WORKPLAN }));
    const all = await list(id);
    expect(all.map((comment) => comment.content)).toEqual(['We can adjust the budget / يمكننا تعديل الميزانية', 'On the budget', 'On the workplan']);
    expect(all[0]).toMatchObject({ by_ngo_user: true, created_by: null, name: 'Rania (NGO)', email: 'rania@ngo.example', profile: null });
    expect((await list(id, `?page_id=${ProposalPage.WORKPLAN}`)).map((comment) => comment.content)).toEqual(['On the workplan']);
    expect((await list(id, `?page_id=${ProposalPage.COVER_PAGE}`)).map((comment) => comment.by_ngo_user)).toEqual([true]);
    expect((await t().call({ method: 'GET', url: url(id, '?page_id=9'), token: officer })).statusCode).toBe(400);
    const viewer = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'GET', url: url(id), token: viewer })).json()).toHaveLength(3);
  });

  it('lets the author edit and delete their comment', async () => {
    const id = await negotiating();
    const comment = (await post(id, input(id))).json<NegotiationComment>();
    const edited = await t().call({ method: 'PUT', url: url(id, `/${comment.id}`), token: officer, payload: { ...comment, content: 'Edited', type: CommentType.Urgent } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: comment.id, content: 'Edited', type: CommentType.Urgent, page_id: comment.page_id, created_at: comment.created_at });
    expect(edited.json<NegotiationComment>().updated_at).toBeTruthy();
    const deleted = await t().call({ method: 'DELETE', url: url(id, `/${comment.id}`), token: officer });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: comment.id });
    expect((await list(id)).map((item) => item.id)).not.toContain(comment.id);
    expect((await t().call({ method: 'DELETE', url: url(id, `/${comment.id}`), token: officer })).statusCode).toBe(404);
  });

  it('lets no one else edit or delete a comment, not even another user in charge, and never an organisation’s', async () => {
    const id = await negotiating();
    const mine = (await post(id, input(id))).json<NegotiationComment>();
    const onlyAuthor = formatMessage('onlyAuthor', { field: 'comment' });
    for (const request of [
      { method: 'PUT' as const, url: url(id, `/${mine.id}`), payload: { content: 'Hijacked', type: 3 } },
      { method: 'DELETE' as const, url: url(id, `/${mine.id}`) },
    ]) {
      const response = await t().call({ ...request, token: colleague });
      expect(response.statusCode, request.method).toBe(403);
      expect(errorCode(response)).toBe('onlyAuthor');
      expect(response.json().Message).toBe(onlyAuthor);
    }
    const theirs = (await list(id)).find((comment) => comment.by_ngo_user);
    if (!theirs) throw new Error('the fixture has an organisation comment');
    expect((await t().call({ method: 'PUT', url: url(id, `/${theirs.id}`), token: officer, payload: { content: 'x', type: 3 } })).statusCode).toBe(403);
    expect((await t().call({ method: 'DELETE', url: url(id, `/${theirs.id}`), token: officer })).statusCode).toBe(403);
    expect((await list(id)).map((comment) => comment.content)).toEqual([theirs.content, mine.content]);

    const other = await negotiating();
    expect((await t().call({ method: 'DELETE', url: url(other, `/${mine.id}`), token: officer })).statusCode).toBe(404);
  });

  it('refuses comments unless the proposal is under negotiation', async () => {
    const submitted = await insertProposal(t(), { grantId: grant.id, ngoId, status: 'submitted' });
    const refused = await post(submitted, input(submitted));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(formatMessage('wrongStatus', { field: 'proposal' }));

    const id = await negotiating();
    const comment = (await post(id, input(id))).json<NegotiationComment>();
    await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${id}/SetStatus?status=rejected`, token: officer });
    expect((await t().call({ method: 'PUT', url: url(id, `/${comment.id}`), token: officer, payload: { content: 'Late', type: 3 } })).statusCode).toBe(409);
    expect((await t().call({ method: 'DELETE', url: url(id, `/${comment.id}`), token: officer })).statusCode).toBe(409);
  });

  it('refuses a comment whose proposal or grant disagree with the path, and an empty or mistyped one', async () => {
    const id = await negotiating();
    const other = await negotiating();
    const wrongProposal = await post(id, input(id, { proj_id: other }));
    expect(wrongProposal.statusCode).toBe(400);
    expect(wrongProposal.json().ModelState).toEqual({ proj_id: [formatMessage('invalid', { field: 'proposal' })] });
    const wrongGrant = await post(id, input(id, { grant_id: grant.id + 1 }));
    expect(wrongGrant.json().ModelState).toEqual({ grant_id: [formatMessage('invalid', { field: 'grant' })] });
    const blank = await post(id, input(id, { content: '   ' }));
    expect(blank.json().ModelState.content).toEqual([formatMessage('required', { field: 'content' })]);
    expect((await post(id, input(id, { type: 7 as never }))).statusCode).toBe(400);
    expect((await list(id)).filter((comment) => !comment.by_ngo_user)).toEqual([]);
  });

  it('writes a replayed comment once', async () => {
    const id = await negotiating();
    const key = randomUUID();
    const first = await post(id, input(id), officer, { 'idempotency-key': key });
    const again = await post(id, input(id), officer, { 'idempotency-key': key });
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await list(id)).filter((comment) => !comment.by_ngo_user)).toHaveLength(1);
  });

  it('tells the other users in charge about a comment, on its page', async () => {
    const id = await negotiating();
    const comment = (await post(id, input(id, { page_id: ProposalPage.RISK_ANALYSIS }))).json<NegotiationComment>();
    const received = await t()
      .database.db.selectFrom('notifications')
      .selectAll()
      .where('object_id', '=', id)
      .where('entity', '=', 'negotiation')
      .execute();
    expect(received.map((row) => [row.user_id, row.operation, row.page, row.parent_id])).toEqual([
      [refs.userId('finance@demo.test'), 'Add', ProposalPage.RISK_ANALYSIS, grant.id],
    ]);
    expect(comment.page_id).toBe(ProposalPage.RISK_ANALYSIS);
  });
});
