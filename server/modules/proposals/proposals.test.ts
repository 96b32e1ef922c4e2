import { beforeAll, expect, it } from 'vitest';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import { PROPOSAL_SECTION_NAMES, type Proposal, type ProposalDocument, type ProposalDueDiligence } from '#contract/proposals';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { BACKGROUND, insertNgo, insertProposal, PDF_BYTES, publishedGrant, WORKPLANS } from './proposal-test-helpers';
import { proposalDuration } from './service';

const day = (n: number) => `2026-02-0${n}T09:00:00.000Z`;

describeOnEachDialect('proposals: the funder reads them', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngos: { amal: number; noor: number };
  let ids: { water: number; literacy: number; clinic: number };

  beforeAll(async () => {
    refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, refs);
    ngos = { amal: await insertNgo(t(), 'Al-Amal Society'), noor: await insertNgo(t(), 'جمعية النور الخيرية') };
    ids = {
      water: await insertProposal(t(), { grantId: grant.id, ngoId: ngos.amal, title: 'Clean Water for Schools', code: 'WAT-001', totalBudget: 90_000, createdAt: day(1) }),
      literacy: await insertProposal(t(), {
        grantId: grant.id,
        ngoId: ngos.noor,
        title: 'محو الأمية للكبار',
        code: 'EDU-002',
        status: 'underNegotiation',
        totalBudget: 150_000,
        createdAt: day(2),
      }),
      clinic: await insertProposal(t(), { grantId: grant.id, ngoId: ngos.amal, title: 'Mobile Clinic', code: 'HLT-003', status: 'rejected', totalBudget: 40_000, createdAt: day(3) }),
    };
  });

  const list = async (query: string, email = 'viewer@demo.test') => {
    const response = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals?grant_id=${grant.id}&${query}`, token: await t().signIn(email) });
    expect(response.statusCode, query).toBe(200);
    return response.json<Paged<Proposal>>();
  };

  it('lists the funder’s proposals paged, oldest first by default, to any staff member', async () => {
    const first = await list('rows=2');
    expect(first.total).toBe(3);
    expect(first.data.map((proposal) => proposal.id)).toEqual([ids.water, ids.literacy]);
    const second = await list('rows=2&page=2');
    expect(second.data.map((proposal) => proposal.id)).toEqual([ids.clinic]);
    const byBudget = await list('order_by=total_budget&is_desc=true');
    expect(byBudget.data.map((proposal) => proposal.total_budget)).toEqual([150_000, 90_000, 40_000]);
    // A page past the end still answers the total (the page's rows carry it otherwise).
    expect(await list('rows=2&page=50')).toEqual({ total: 3, data: [] });
  });

  it('searches title, code and the organisation’s name, whatever the case', async () => {
    expect((await list(`search=${encodeURIComponent('CLEAN water')}`)).data.map((p) => p.id)).toEqual([ids.water]);
    expect((await list('search=edu-002')).data.map((p) => p.id)).toEqual([ids.literacy]);
    expect((await list('search=al-AMAL')).data.map((p) => p.id)).toEqual([ids.water, ids.clinic]);
    expect((await list(`search=${encodeURIComponent('النور')}`)).data.map((p) => p.id)).toEqual([ids.literacy]);
    expect((await list('search=nothing-like-this')).total).toBe(0);
  });

  it('filters by status in either spelling, by grant and by organisation', async () => {
    for (const spelling of ['under_negotiation', 'underNegotiation']) {
      const page = await list(`status=${spelling}`);
      expect(page.data.map((p) => [p.id, p.status])).toEqual([[ids.literacy, 'underNegotiation']]);
    }
    expect((await list(`ngo_id=${ngos.amal}`)).data.map((p) => p.id)).toEqual([ids.water, ids.clinic]);
    const token = await t().signIn('viewer@demo.test');
    const bad = await t().call({ method: 'GET', url: '/api/DonorGrant/Proposals?status=pending', token });
    expect(bad.statusCode).toBe(400);
    const otherGrants = (await t().call({ method: 'GET', url: '/api/DonorGrant/Proposals?rows=100', token })).json<Paged<Proposal>>();
    expect(otherGrants.data.filter((p) => p.grant_id === grant.id)).toHaveLength(3);

    const ofGrant = await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}/proposals?status=rejected`, token });
    expect(ofGrant.json<Paged<Proposal>>().data.map((p) => p.id)).toEqual([ids.clinic]);
    const theirs = await t().signIn('admin@other.test');
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}/proposals`, token: theirs })).statusCode).toBe(404);
    const theirList = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals?grant_id=${grant.id}`, token: theirs })).json<Paged<Proposal>>();
    expect(theirList.total).toBe(0);
  });

  it('answers one proposal with its organisation, names, duration, people in charge and version', async () => {
    const token = await t().signIn('viewer@demo.test');
    const response = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}`, token });
    expect(response.statusCode).toBe(200);
    const jordan = (await t().database.db.selectFrom('countries').select('id').where('code', '=', 'JO').executeTakeFirstOrThrow()).id;
    expect(response.json()).toMatchObject({
      id: ids.water,
      grant_id: grant.id,
      grant_title: grant.title,
      title: 'Clean Water for Schools',
      code: 'WAT-001',
      status: 'submitted',
      ngo_id: ngos.amal,
      ngo: { id: ngos.amal, name: 'Al-Amal Society', country_id: jordan, coun_name: 'Jordan', email: 'contact@ngo.example' },
      coun_name: 'Jordan',
      cur_symbol: '$',
      currency_name: expect.any(String),
      total_budget: 90_000,
      start_date: '2026-01-01',
      end_date: '2027-06-30',
      duration: { years: 1, months: 6, days: 0 },
      agreement_file_path: null,
      users: [],
      usersInCharge: [],
      grantUsers: [refs.userId('grants@demo.test')],
      grant_author_id: refs.userId('grants@demo.test'),
      project_id: null,
      version: 1,
    });
  });

  it('counts the end date in the duration', () => {
    expect(proposalDuration('2026-01-01', '2026-12-31')).toEqual({ years: 1, months: 0, days: 0 });
    expect(proposalDuration('2026-03-15', '2026-03-15')).toEqual({ years: 0, months: 0, days: 1 });
    expect(proposalDuration('2026-01-15', '2026-03-24')).toEqual({ years: 0, months: 2, days: 10 });
    expect(proposalDuration('2026-05-01', '2026-04-01')).toEqual({ years: 0, months: 0, days: 0 });
  });

  it('counts a grant’s proposals on the grant, and refuses to delete a grant that has any', async () => {
    const officer = await t().signIn('grants@demo.test');
    const read = await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}`, token: officer });
    expect(read.json<Grant>().proposals_count).toBe(3);
    const listed = (await t().call({ method: 'GET', url: '/api/DonorGrant?rows=100', token: officer })).json<Paged<Grant>>();
    expect(listed.data.find((item) => item.id === grant.id)?.proposals_count).toBe(3);
    const deleted = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${grant.id}`, token: officer });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.headers['x-error-code']).toBe('related');
  });

  it('answers each page as the organisation wrote it, and the empty value of a page left blank', async () => {
    const token = await t().signIn('viewer@demo.test');
    const section = async (name: string) => {
      const response = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}/${name}`, token });
      expect(response.statusCode, name).toBe(200);
      return response.json();
    };
    expect(await section('Background')).toEqual(BACKGROUND);
    expect(await section('Workplans')).toEqual(WORKPLANS);
    expect(await section('CoverPage')).toBeNull();
    expect(await section('LogicalFramework')).toBeNull();
    expect(await section('Donors')).toEqual([]);
    expect(await section('BeneficiariesByAge')).toEqual([]);
    for (const name of PROPOSAL_SECTION_NAMES) await section(name);
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}/Secrets`, token })).statusCode).toBe(404);
  });

  it('lists the documents and the grant’s due diligences with what the organisation provided', async () => {
    const token = await t().signIn('viewer@demo.test');
    const documents = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}/Documents`, token })).json<ProposalDocument[]>();
    expect(documents).toMatchObject([{ title: 'Budget narrative / السرد المالي', file_name: 'budget.pdf', mime_type: 'application/pdf', size: PDF_BYTES.length }]);
    expect(documents[0]?.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    const file = await t().call({ method: 'GET', url: documents[0]?.url ?? '', token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const required = (await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}/DueDiligence`, token })).json<{ due_diligence_id: number }[]>();
    const provided = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}/DueDiligence`, token })).json<ProposalDueDiligence[]>();
    expect(provided.map((item) => item.due_diligence_id)).toEqual(required.map((item) => item.due_diligence_id));
    expect(provided[0]).toMatchObject({ provided: true, file_name: 'registration.pdf', expires_on: '2027-12-31' });
    expect(provided[0]?.file_url).toMatch(/^\/api\/files\//);
  });

  it('answers the users in charge under the proposal’s own grant only, and no installments before acceptance', async () => {
    const token = await t().signIn('viewer@demo.test');
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${grant.id}/Proposals/${ids.water}/UsersInCharge`, token })).json()).toEqual([]);
    const otherGrant = (
      await t().database.db.selectFrom('grants').select('id').where('donor_id', '=', refs.donorId).where('id', '!=', grant.id).executeTakeFirstOrThrow()
    ).id;
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${otherGrant}/Proposals/${ids.water}/UsersInCharge`, token })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${ids.water}/ExpenditureBatch`, token })).json()).toEqual([]);
  });

  it('hides another funder’s proposals: every read answers 404', async () => {
    const theirs = await t().signIn('admin@other.test');
    const base = `/api/DonorGrant/Proposals/${ids.water}`;
    const urls = [
      base,
      ...PROPOSAL_SECTION_NAMES.map((name) => `${base}/${name}`),
      `${base}/Documents`,
      `${base}/DueDiligence`,
      `${base}/RisksAnalysis`,
      `${base}/RisksAnalysis/stats`,
      `${base}/RisksAnalysis/export`,
      `${base}/ExpenditureBatch`,
      `${base}/Negotiations`,
      `/api/DonorGrant/${grant.id}/Proposals/${ids.water}/UsersInCharge`,
    ];
    for (const url of urls) {
      const response = await t().call({ method: 'GET', url, token: theirs });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t().call({ method: 'GET', url: '/api/DonorGrant/Proposals/999999', token: await t().signIn('viewer@demo.test') })).statusCode).toBe(404);
  });

  it('leaves an organisation’s draft out of every staff read until it is submitted (decision 199)', async () => {
    const officer = await t().signIn('grants@demo.test');
    const own = await publishedGrant(t(), officer, refs);
    const ngoId = await insertNgo(t(), 'Still Writing Society');
    const draft = await insertProposal(t(), { grantId: own.id, ngoId, title: 'Half-written', code: 'DRF-001', status: 'draft' });
    const call = (url: string) => t().call({ method: 'GET', url, token: officer });
    const seen = async () => ({
      listed: (await call(`/api/DonorGrant/Proposals?grant_id=${own.id}`)).json<Paged<Proposal>>().total,
      counted: (await call(`/api/DonorGrant/${own.id}`)).json<Grant>().proposals_count,
      read: (await call(`/api/DonorGrant/Proposals/${draft}`)).statusCode,
      organisation: (await call(`/api/ngo/${ngoId}`)).statusCode,
    });

    expect(await seen()).toEqual({ listed: 0, counted: 0, read: 404, organisation: 404 });
    expect((await call('/api/DonorGrant/Proposals?status=draft')).statusCode).toBe(400);
    const deleted = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${own.id}`, token: officer });
    expect([deleted.statusCode, deleted.headers['x-error-code']]).toEqual([400, 'related']);

    await t().database.db.updateTable('proposals').set({ status: 'submitted' }).where('id', '=', draft).execute();
    expect(await seen()).toEqual({ listed: 1, counted: 1, read: 200, organisation: 200 });
  });

  it('lists each proposal’s users in charge, managers first then by name, and its grant’s by id, as each proposal answers them', async () => {
    const officer = await t().signIn('grants@demo.test');
    const [own, other] = [await publishedGrant(t(), officer, refs), await publishedGrant(t(), officer, refs)];
    const ngoId = await insertNgo(t(), 'People In Charge Society');
    const first = await insertProposal(t(), { grantId: own.id, ngoId, createdAt: day(4) });
    const second = await insertProposal(t(), { grantId: own.id, ngoId, createdAt: day(5) });
    const third = await insertProposal(t(), { grantId: other.id, ngoId, createdAt: day(6) });
    const author = refs.userId('grants@demo.test');
    const admin = refs.userId('admin@demo.test');
    const viewer = refs.userId('viewer@demo.test');
    const finance = refs.userId('finance@demo.test');
    const db = t().database.db;
    await db
      .insertInto('proposal_users_in_charge')
      .values([
        { proposal_id: first, user_id: finance, is_manager: 0 },
        { proposal_id: first, user_id: viewer, is_manager: 1 },
        { proposal_id: first, user_id: admin, is_manager: 0 },
        { proposal_id: third, user_id: admin, is_manager: 1 },
      ])
      .execute();
    await db
      .insertInto('grant_users_in_charge')
      .values([
        { grant_id: own.id, user_id: finance, is_manager: 0 },
        { grant_id: own.id, user_id: admin, is_manager: 1 },
      ])
      .execute();

    const page = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals?ngo_id=${ngoId}`, token: officer });
    const listed = page.json<Paged<Proposal>>().data;
    const people = listed.map((proposal) => [proposal.id, proposal.users.map((user) => [user.name, user.is_manager]), proposal.grantUsers]);
    const ownUsers = [author, admin, finance].toSorted((a, b) => a - b);
    expect(people).toEqual([
      [first, [['Sarah Mitchell', true], ['Layla Haddad', false], ['Nour Saleh / نور صالح', false]], ownUsers],
      [second, [], ownUsers],
      [third, [['Layla Haddad', true]], [author]],
    ]);
    expect(listed[0]?.usersInCharge).toEqual([viewer, admin, finance]);
    for (const proposal of listed) {
      const alone = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${proposal.id}`, token: officer });
      expect(alone.json<Proposal>()).toEqual(proposal);
    }
  });

  it('documents the proposal routes in the OpenAPI description', async () => {
    const docs = (await t().call({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/DonorGrant/Proposals',
        '/api/DonorGrant/Proposals/{id}/Background',
        '/api/DonorGrant/Proposals/{id}/Accept',
        '/api/DonorGrant/Proposals/{id}/RisksAnalysis/export',
        '/api/DonorGrant/{grantId}/Proposals/{id}/UsersInCharge',
        '/api/DonorGrant/Proposals/{id}/Negotiations/{commentId}',
      ]),
    );
    expect(Object.keys(docs.paths)).not.toContain('/api/testing/proposals');
    const token = await t().signIn('admin@demo.test');
    expect((await t().call({ method: 'POST', url: '/api/testing/proposals', token, payload: { grant_id: grant.id } })).statusCode).toBe(404);
  });
});
