import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths';
import { CommentType, ProposalPage } from '#contract/enums';
import type { Grant, GrantProgramObjective } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { GrantNegotiationComment, ProposalActivity, ProposalGrantProgram, ProposalSection } from '#contract/proposals';
import type { Paged } from '#contract/paging';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { insertNgo, insertProposal, publishedGrant } from './proposal-test-helpers';

const api = (path: string) => `/api${path}`;

const FRAMEWORK: ProposalSection<'LogicalFramework'> = {
  goal: 'Children read',
  grant_objectives: [],
  program_objectives: [],
  custom_objectives: [],
  outcomes: [
    {
      id: 1,
      title: 'Reading improves',
      outputs: [
        { id: 11, title: 'Clubs run', indicators: [], activities: [{ id: 111, title: 'Train facilitators' }, { id: 112, title: 'Open clubs / فتح النوادي' }] },
        { id: 12, title: 'Books delivered', indicators: [], activities: [{ id: 121, title: 'Buy books' }] },
      ],
    },
  ],
  assumptions: [],
};

describeOnEachDialect('grant and proposal reads: Activities, GrantPrograms, ProgramObjective, ProposalNegotiations', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngoId: number;
  let officer: string;
  let viewer: string;
  let theirs: string;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    viewer = await t().signIn('viewer@demo.test');
    theirs = await t().signIn('admin@other.test');
    grant = await publishedGrant(t(), officer, refs);
    ngoId = await insertNgo(t(), 'Reads Society');
  });

  const get = (path: string, token = viewer) => t().call({ method: 'GET', url: api(path), token });

  it('lists a proposal’s activities under their outcome and output, [] without a logical framework', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    expect((await get(apiPaths.proposals.activities(id))).json()).toEqual([]);
    await t().database.db.insertInto('proposal_sections').values({ proposal_id: id, name: 'LogicalFramework', content: JSON.stringify(FRAMEWORK) }).execute();
    const activities = (await get(apiPaths.proposals.activities(id))).json<ProposalActivity[]>();
    expect(activities.map((activity) => [activity.id, activity.output_title])).toEqual([
      [111, 'Clubs run'],
      [112, 'Clubs run'],
      [121, 'Books delivered'],
    ]);
    expect(activities[1]).toEqual({ id: 112, title: 'Open clubs / فتح النوادي', outcome_id: 1, outcome_title: 'Reading improves', output_id: 11, output_title: 'Clubs run' });
    expect((await get(apiPaths.proposals.activities(id), theirs)).statusCode).toBe(404);
  });

  it('shows the grant’s programs with the grant’s share beside the proposal’s', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId });
    const named = [{ id: grant.programs[0]?.programId ?? 0, title: 'First', percent: 75 }];
    await t().database.db.insertInto('proposal_sections').values({ proposal_id: id, name: 'Programs', content: JSON.stringify(named) }).execute();
    const programs = (await get(apiPaths.proposals.grantPrograms(id))).json<ProposalGrantProgram[]>();
    expect(programs).toEqual(
      grant.programs.map((program, index) => ({ ...program, proposal_percent: index === 0 ? 75 : null })),
    );
    expect((await get(apiPaths.proposals.grantPrograms(id), theirs)).statusCode).toBe(404);
    const bad = await get('/DonorGrant/Proposals/abc/GrantPrograms');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the objectives of the programs a grant targets, each with grant_id and program_id', async () => {
    const admin = await t().signIn('admin@demo.test');
    const programId = grant.programs[0]?.programId ?? 0;
    const added = await t().call({ method: 'POST', url: api(apiPaths.programs.objectives(programId)), token: admin, payload: { title: 'Every child reads' } });
    expect(added.statusCode, added.body).toBe(200);
    const objectives = (await get(apiPaths.grants.programObjectives(grant.id))).json<GrantProgramObjective[]>();
    expect(objectives.length).toBeGreaterThan(0);
    expect(objectives).toContainEqual({ id: expect.any(Number), title: 'Every child reads', grant_id: grant.id, program_id: programId });
    const targeted = new Set(grant.programs.map((program) => program.programId));
    expect(objectives.every((objective) => targeted.has(objective.program_id) && objective.grant_id === grant.id)).toBe(true);
    expect((await get(apiPaths.grants.programObjectives(grant.id), theirs)).statusCode).toBe(404);
    expect((await get('/DonorGrant/ProgramObjective/0')).statusCode).toBe(400);
  });

  it('pages the negotiation comments across a grant’s proposals, newest first, each naming its proposal', async () => {
    const fresh = await publishedGrant(t(), officer, refs);
    const first = await insertProposal(t(), { grantId: fresh.id, ngoId, title: 'First proposal', status: 'underNegotiation' });
    const second = await insertProposal(t(), { grantId: fresh.id, ngoId, title: 'Second proposal', status: 'underNegotiation' });
    for (const [id, content] of [
      [first, 'On the first'],
      [second, 'On the second'],
      [first, 'Again on the first'],
    ] as const) {
      const posted = await t().call({
        method: 'POST',
        url: api(apiPaths.proposals.negotiations(id)),
        token: officer,
        payload: { proj_id: id, grant_id: fresh.id, page_id: ProposalPage.BUDGET, content, type: CommentType.High },
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const page1 = (await get(`${apiPaths.grants.proposalNegotiations(fresh.id)}?page=1&rows=2`)).json<Paged<GrantNegotiationComment>>();
    // Each inserted proposal also carries the organisation's comment of the fixture.
    expect(page1.total).toBe(5);
    expect(page1.data.map((comment) => [comment.content, comment.proposal_title])).toEqual([
      ['Again on the first', 'First proposal'],
      ['On the second', 'Second proposal'],
    ]);
    expect(page1.data[0]).toMatchObject({ proj_id: first, grant_id: fresh.id, page_id: ProposalPage.BUDGET, by_ngo_user: false });
    const page3 = (await get(`${apiPaths.grants.proposalNegotiations(fresh.id)}?page=3&rows=2`)).json<Paged<GrantNegotiationComment>>();
    expect(page3.data.map((comment) => comment.by_ngo_user)).toEqual([true]);
    const defaults = (await get(apiPaths.grants.proposalNegotiations(fresh.id))).json<Paged<GrantNegotiationComment>>();
    expect(defaults.data).toHaveLength(5);
    expect((await get(apiPaths.grants.proposalNegotiations(fresh.id), theirs)).statusCode).toBe(404);
  });

  it('refuses a bad page with the spec’s messages', async () => {
    const zero = await get(`${apiPaths.grants.proposalNegotiations(grant.id)}?page=0`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().ModelState.page).toEqual([formatMessage('min', { field: 'page', min: 1 })]);
    const word = await get(`${apiPaths.grants.proposalNegotiations(grant.id)}?page=two`);
    expect(word.statusCode).toBe(400);
    expect(word.json().ModelState.page).toEqual([formatMessage('invalid', { field: 'page' })]);
    expect((await t().call({ method: 'GET', url: api(apiPaths.grants.proposalNegotiations(grant.id)) })).statusCode).toBe(401);
  });
});
