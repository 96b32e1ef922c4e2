import { beforeAll, expect, it } from 'vitest';
import type { Grant } from '#contract/grants';
import type { NegotiationComment, Proposal, ProposalDocument, Risk } from '#contract/proposals';
import { describeOnEachDialect } from '../../test/test-app';
import { createDraft, demoReferences } from '../grants/grant-test-helpers';
import { proposalUrl, publishedGrant } from './proposal-test-helpers';

const SUBMIT = '/api/testing/proposals';

describeOnEachDialect(
  'the test-only proposal endpoint (TEST_API=1)',
  (t) => {
    let grant: Grant;
    let officer: string;

    beforeAll(async () => {
      officer = await t().signIn('grants@demo.test');
      grant = await publishedGrant(t(), officer, await demoReferences(t()));
    });

    it('submits a complete demo proposal to one of the funder’s grants and answers it', async () => {
      const viewer = await t().signIn('viewer@demo.test');
      const response = await t().call({ method: 'POST', url: SUBMIT, token: viewer, payload: { grant_id: grant.id, title: 'E2E water proposal' } });
      expect(response.statusCode).toBe(200);
      const proposal = response.json<Proposal>();
      expect(proposal).toMatchObject({ grant_id: grant.id, title: 'E2E water proposal', status: 'submitted', version: 1 });

      const background = await t().call({ method: 'GET', url: proposalUrl(proposal.id, '/Background'), token: viewer });
      expect(background.json()).not.toBeNull();
      const documents = (await t().call({ method: 'GET', url: proposalUrl(proposal.id, '/Documents'), token: viewer })).json<ProposalDocument[]>();
      expect(documents.length).toBeGreaterThan(0);
      expect((await t().call({ method: 'GET', url: documents[0]?.url ?? '', token: viewer })).statusCode).toBe(200);
      const risks = (await t().call({ method: 'GET', url: proposalUrl(proposal.id, '/RisksAnalysis'), token: viewer })).json<Risk[]>();
      expect(risks.length).toBeGreaterThan(0);
    });

    it('takes the status in either spelling; a proposal under negotiation comes with the organisation’s comments', async () => {
      for (const status of ['under_negotiation', 'underNegotiation']) {
        const response = await t().call({ method: 'POST', url: SUBMIT, token: officer, payload: { grant_id: grant.id, status } });
        expect(response.statusCode, status).toBe(200);
        const proposal = response.json<Proposal>();
        expect(proposal.status).toBe('underNegotiation');
        const comments = (await t().call({ method: 'GET', url: proposalUrl(proposal.id, '/Negotiations'), token: officer })).json<NegotiationComment[]>();
        expect(comments.some((comment) => comment.by_ngo_user)).toBe(true);
      }
      expect((await t().call({ method: 'POST', url: SUBMIT, token: officer, payload: { grant_id: grant.id, status: 'pending' } })).statusCode).toBe(400);
      expect((await t().call({ method: 'POST', url: SUBMIT, token: officer, payload: {} })).statusCode).toBe(400);
    });

    it('answers 404 for another funder’s grant and 401 without a session', async () => {
      const theirs = await t().signIn('admin@other.test');
      expect((await t().call({ method: 'POST', url: SUBMIT, token: theirs, payload: { grant_id: grant.id } })).statusCode).toBe(404);
      expect((await t().call({ method: 'POST', url: SUBMIT, payload: { grant_id: grant.id } })).statusCode).toBe(401);
    });

    it('refuses a draft grant, which takes no proposals', async () => {
      const draft = await createDraft(t(), officer, await demoReferences(t()));
      expect((await t().call({ method: 'POST', url: SUBMIT, token: officer, payload: { grant_id: draft.id } })).statusCode).toBe(409);
    });

    it('is documented under Testing', async () => {
      const docs = (await t().call({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, { post?: { tags?: string[] } }> }>();
      expect(docs.paths[SUBMIT]?.post?.tags).toEqual(['Testing']);
    });
  },
  { testApi: true },
);
