import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProposalPage } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { Grant } from '#contract/grants';
import type { Notification, NotificationList } from '#contract/notifications';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import type { Paged } from '#contract/paging';
import type { PartnerCall, PartnerProposal, PartnerProposalDueDiligence } from '#contract/partner-proposals';
import type { NegotiationComment, ProposalChanges, ProposalDocument, ProposalSection } from '#contract/proposals';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { daysFromToday, demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, PDF_BYTES, PDF_FILE, publishedGrant } from '../proposals/proposal-test-helpers';
import { remindDeadlines } from './deadline-reminders';

const errorCode = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];
const url = (id: number, rest = '') => `/api/PartnerProposal/${id}${rest}`;

/** A multipart form with a file part and a title, as the documents page's FormData sends it. */
function documentForm(title: string | null, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = `----portal${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  if (title !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A document of the organisation's library; without a type, as the papers kept before types were asked. */
async function libraryDocument(t: TestApp, ngoEmail: string, expiresOn: string | null, typeId: number | null = null): Promise<number> {
  const db = t.database.db;
  const user = await db.selectFrom('users').select('ngo_id').where('email', '=', ngoEmail).executeTakeFirstOrThrow();
  const storedName = `${randomUUID().replaceAll('-', '')}.pdf`;
  await t.files.write(db, storedName, PDF_BYTES);
  const row = await db
    .insertInto('ngo_due_diligences')
    .values({
      ngo_id: user.ngo_id ?? 0,
      name: 'Registration certificate',
      file_name: 'registration.pdf',
      stored_name: storedName,
      issued_on: '2024-01-01',
      expires_on: expiresOn,
      due_diligence_type_id: typeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeOnEachDialect('partner proposals', (t) => {
  let refs: DemoReferences;
  let officer: string;
  let partner: string;
  let member: string;
  let other: string;
  let grant: Grant;
  let objectiveId: number;
  let document: number;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    partner = await t().signIn('partner@demo.test');
    member = await t().signIn('member@demo.test');
    other = await t().signIn('nabaa@ngo.test');
    grant = await publishedGrant(t(), officer, refs);
    objectiveId = (await t().database.db.selectFrom('grant_objectives').select('id').where('grant_id', '=', grant.id).executeTakeFirstOrThrow()).id;
    document = await libraryDocument(t(), 'partner@demo.test', daysFromToday(400));
  });

  const apply = (token = partner, grantId = grant.id, headers: Record<string, string> = {}) =>
    t().call({ method: 'POST', url: '/api/PartnerProposal', token, payload: { grant_id: grantId }, headers });
  const get = async (id: number, token = partner) => (await t().call({ method: 'GET', url: url(id), token })).json<PartnerProposal>();
  const put = (id: number, rest: string, payload: unknown, token = partner, headers: Record<string, string> = {}) =>
    t().call({ method: 'PUT', url: url(id, rest), token, payload: payload as Record<string, unknown>, headers });

  /** A new grant with an organisation's draft on it (one proposal per organisation and grant). */
  async function freshDraft(): Promise<{ grant: Grant; proposal: PartnerProposal }> {
    const fresh = await publishedGrant(t(), officer, refs);
    const response = await apply(partner, fresh.id);
    expect(response.statusCode).toBe(200);
    return { grant: fresh, proposal: response.json<PartnerProposal>() };
  }

  /** Writes every page through the API, as the editor would. */
  async function writeEverything(id: number, grantId: number): Promise<PartnerProposal> {
    const objective = (await t().database.db.selectFrom('grant_objectives').select('id').where('grant_id', '=', grantId).executeTakeFirstOrThrow()).id;
    const countryId = refs.countryIds[0] ?? 0;
    const calls: [string, unknown][] = [
      ['', { title: 'Reading clubs / نوادي القراءة', country_id: countryId, start_date: '2027-01-01', end_date: '2027-12-31' }],
      ['/CoverPage', { summary: 'Clubs', sector: 'Education', locations: [], target_groups: [], requested_amount: 2000, own_contribution: 0 }],
      ['/Background', { problem_statement: 'Few books', context: 'Camps', justification: 'Need', previous_experience: '', sustainability: '' }],
      ['/Beneficiaries', { direct_total: 300, indirect_total: 900, description: 'Children', selection_criteria: '' }],
      [
        '/LogicalFramework',
        {
          goal: 'Reading',
          grant_objectives: [],
          program_objectives: [],
          custom_objectives: [],
          outcomes: [
            {
              id: 1,
              title: 'Better reading',
              outputs: [
                {
                  id: 2,
                  title: 'Clubs run',
                  indicators: [{ id: 3, title: 'Clubs', unit: 'club', baseline: 0, target: 10, means_of_verification: 'Visits' }],
                  activities: [{ id: 4, title: 'Run clubs' }],
                },
              ],
            },
          ],
          assumptions: [],
        },
      ],
      ['/Workplans', [{ id: 1, code: 'A1', title: 'Run clubs', output: 'Clubs run', start_date: '2027-01-01', end_date: '2027-06-30', responsible: 'Team' }]],
      ['/MonitoringAndEvaluation', { approach: 'Visits', data_collection: 'Forms', reporting: 'Monthly', evaluation: '', responsibilities: [] }],
      ['/OtherInfo', { gender: 'Girls and boys', environment: '', protection: '', exit_strategy: '', additional: '' }],
      ['/Budget', { lines: [{ id: 1, category: 'Books', description: 'Sets', unit: 'set', quantity: 4, unit_cost: 500, total: 1 }], total: 1, cur_symbol: grant.currency.symbol }],
      ['/GrantObjectives', [{ grant_objective_id: objective, title: 'Reach', contribution: '300 children' }]],
      ['/RisksAnalysis', { risks: [{ title: 'Closures', category: 'operational', likelihood: 2, impact: 3, response_strategy: 'mitigation' }] }],
      ['/DueDiligence', { links: [{ due_diligence_id: refs.dueDiligenceIds[0], document_id: document }] }],
    ];
    for (const [rest, payload] of calls) {
      const response = await put(id, rest, payload);
      expect(response.statusCode, `${rest} ${response.body}`).toBe(200);
    }
    const uploaded = await t().call({ method: 'POST', url: url(id, '/Documents'), token: partner, ...documentForm('Plan', PDF_FILE) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return uploaded.json<PartnerProposal>();
  }

  describe('open calls', () => {
    it('lists published grants of every funder whose deadline has not passed, with what an organisation needs to apply', async () => {
      const response = await t().call({ method: 'GET', url: `/api/PartnerCall?search=${encodeURIComponent('Literacy')}&rows=100`, token: partner });
      expect(response.statusCode).toBe(200);
      const page = response.json<Paged<PartnerCall>>();
      const call = page.data.find((item) => item.id === grant.id);
      expect(call).toMatchObject({
        title: grant.title,
        eligibility: 'Registered NGOs',
        currency: { code: 'USD' },
        min_size: 1000,
        max_size: 5000.25,
        deadline: daysFromToday(30),
        days_left: 30,
        objectives: [{ id: objectiveId, title: 'Reach 2,000 children' }],
        due_diligences: [{ id: refs.dueDiligenceIds[0] }],
      });
      expect(call?.programs.map((program) => program.percent)).toEqual([60, 40]);
      expect(call?.countries).toHaveLength(2);
      const all = (await t().call({ method: 'GET', url: '/api/PartnerCall?rows=100', token: partner })).json<Paged<PartnerCall>>();
      expect(all.data.every((item) => item.days_left >= 0)).toBe(true);
      // Soonest deadline first.
      expect(all.data.map((item) => item.deadline)).toEqual(all.data.map((item) => item.deadline).toSorted());
      const funders = new Set(all.data.map((item) => item.donor.id));
      expect(funders.size).toBeGreaterThan(1);
    });

    it('filters by funder, country and program', async () => {
      const byDonor = (await t().call({ method: 'GET', url: `/api/PartnerCall?rows=100&donor_id=${refs.donorId}`, token: partner })).json<Paged<PartnerCall>>();
      expect(byDonor.data.every((item) => item.donor.id === refs.donorId)).toBe(true);
      const country = refs.countryIds[0] ?? 0;
      const byCountry = (await t().call({ method: 'GET', url: `/api/PartnerCall?rows=100&country_id=${country}`, token: partner })).json<Paged<PartnerCall>>();
      expect(byCountry.data.map((item) => item.id)).toContain(grant.id);
      expect(byCountry.data.every((item) => item.countries.some((c) => c.id === country))).toBe(true);
      const byProgram = (await t().call({ method: 'GET', url: `/api/PartnerCall?rows=100&program_id=${refs.otherProgramId}`, token: partner })).json<Paged<PartnerCall>>();
      expect(byProgram.data.map((item) => item.id)).not.toContain(grant.id);
    });

    it('answers 404 for a draft grant, and for a passed deadline unless the organisation applied', async () => {
      const draft = await t().call({ method: 'POST', url: '/api/DonorGrant', token: officer, payload: { title: 'Hidden', currency_id: refs.currencyId, min_size: 1, max_size: 2, programs: [{ programId: refs.programId(0), percent: 100 }], countries: [refs.countryIds[0]] } });
      expect((await t().call({ method: 'GET', url: `/api/PartnerCall/${draft.json<Grant>().id}`, token: partner })).statusCode).toBe(404);
      const { grant: applied, proposal } = await freshDraft();
      await t().database.db.updateTable('grants').set({ deadline: daysFromToday(-2) }).where('id', '=', applied.id).execute();
      const mine = await t().call({ method: 'GET', url: `/api/PartnerCall/${applied.id}`, token: partner });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<PartnerCall>()).toMatchObject({ days_left: -2, proposal: { id: proposal.id, status: 'draft' } });
      expect((await t().call({ method: 'GET', url: `/api/PartnerCall/${applied.id}`, token: other })).statusCode).toBe(404);
    });
  });

  describe('applying and writing', () => {
    it('creates a draft on Apply, once per organisation and grant, and replays a retried Apply', async () => {
      const key = randomUUID();
      const first = await apply(partner, grant.id, { 'Idempotency-Key': key });
      expect(first.statusCode).toBe(200);
      const draft = first.json<PartnerProposal>();
      expect(draft).toMatchObject({ status: 'draft', title: grant.title, grant: { id: grant.id, currency: { code: 'USD' } }, can_edit: true, can_submit: false, agreement: null });
      expect(draft.code).toMatch(/^PRP-\d{4}-\d{4}$/);
      expect(Object.values(draft.completeness).every((complete) => !complete)).toBe(true);
      const replay = await apply(partner, grant.id, { 'Idempotency-Key': key });
      expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
      expect(replay.json<PartnerProposal>().id).toBe(draft.id);
      const again = await apply(member);
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('alreadyApplied');
      const call = (await t().call({ method: 'GET', url: `/api/PartnerCall/${grant.id}`, token: partner })).json<PartnerCall>();
      expect(call.proposal).toEqual({ id: draft.id, status: 'draft' });
      // The staff audit trail names the partner's action on the funder's side.
      const audit = await t().database.db.selectFrom('audit_log').select(['donor_id', 'operation']).where('entity', '=', 'proposal').where('entity_id', '=', draft.id).execute();
      expect(audit).toEqual([{ donor_id: refs.donorId, operation: 'Add' }]);
    });

    it('refuses Apply on a passed deadline, and on an unknown or draft grant', async () => {
      const fresh = await publishedGrant(t(), officer, refs);
      await t().database.db.updateTable('grants').set({ deadline: daysFromToday(-1) }).where('id', '=', fresh.id).execute();
      const late = await apply(partner, fresh.id);
      expect([late.statusCode, errorCode(late)]).toEqual([409, 'deadlinePassed']);
      expect((await apply(partner, 999_999)).statusCode).toBe(404);
    });

    it('writes every page, marks each complete, and computes the budget total itself', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      const written = await writeEverything(proposal.id, fresh.id);
      expect(Object.entries(written.completeness).filter(([, complete]) => !complete)).toEqual([]);
      expect(written).toMatchObject({ total_budget: 2000, can_submit: true, title: 'Reading clubs / نوادي القراءة', start_date: '2027-01-01' });
      const budget = (await t().call({ method: 'GET', url: url(proposal.id, '/Budget'), token: member })).json<ProposalSection<'Budget'>>();
      expect(budget).toMatchObject({ total: 2000, lines: [{ total: 2000 }] });
      // A member reads the same, but only the organisation's admin submits.
      expect((await get(proposal.id, member)).can_submit).toBe(false);
      const dueDiligences = (await t().call({ method: 'GET', url: url(proposal.id, '/DueDiligence'), token: partner })).json<PartnerProposalDueDiligence[]>();
      expect(dueDiligences).toEqual([
        expect.objectContaining({ due_diligence_id: refs.dueDiligenceIds[0], document: expect.objectContaining({ id: document, expired: false }) }),
      ]);
      const documents = (await t().call({ method: 'GET', url: url(proposal.id, '/Documents'), token: partner })).json<ProposalDocument[]>();
      expect(documents).toEqual([expect.objectContaining({ title: 'Plan', file_name: 'agreement.pdf', mime_type: 'application/pdf' })]);
      expect(await t().storedFile(documents[0]?.url.split('/').at(-1) ?? '')).toEqual(PDF_BYTES);
    });

    it('refuses a budget outside the grant size range or in another currency, and writes nothing', async () => {
      const { proposal } = await freshDraft();
      const line = { id: 1, category: 'c', description: 'd', unit: 'u', quantity: 1, unit_cost: 6000, total: 6000 };
      const over = await put(proposal.id, '/Budget', { lines: [line], total: 6000, cur_symbol: grant.currency.symbol });
      expect([over.statusCode, errorCode(over)]).toEqual([400, 'budgetRange']);
      const euros = await put(proposal.id, '/Budget', { lines: [{ ...line, unit_cost: 2000 }], total: 2000, cur_symbol: '€' });
      expect([euros.statusCode, errorCode(euros)]).toEqual([400, 'budgetCurrency']);
      expect((await t().call({ method: 'GET', url: url(proposal.id, '/Budget'), token: partner })).json()).toBeNull();
      expect((await get(proposal.id)).version).toBe(proposal.version);
    });

    it('answers 412 with the proposal as it is to a change based on an old version', async () => {
      const { proposal } = await freshDraft();
      const background = { problem_statement: 'a', context: 'b', justification: 'c', previous_experience: '', sustainability: '' };
      expect((await put(proposal.id, '/Background', background, partner, { 'If-Match': String(proposal.version) })).statusCode).toBe(200);
      const stale = await put(proposal.id, '/Background', { ...background, context: 'late' }, member, { 'If-Match': String(proposal.version) });
      expect(stale.statusCode).toBe(412);
      expect(stale.json<{ current: PartnerProposal }>().current).toMatchObject({ id: proposal.id, version: proposal.version + 1 });
    });

    it("refuses another organisation's library document and an expired one", async () => {
      const { proposal } = await freshDraft();
      const theirs = await libraryDocument(t(), 'nabaa@ngo.test', null);
      const foreign = await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: refs.dueDiligenceIds[0], document_id: theirs }] });
      expect([foreign.statusCode, errorCode(foreign)]).toEqual([400, 'invalid']);
      const expired = await libraryDocument(t(), 'partner@demo.test', daysFromToday(-1));
      const old = await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: refs.dueDiligenceIds[0], document_id: expired }] });
      expect([old.statusCode, errorCode(old)]).toEqual([400, 'documentExpired']);
      const notRequired = await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: refs.otherDueDiligenceId, document_id: document }] });
      expect(notRequired.statusCode).toBe(400);
      const links = await t().database.db.selectFrom('proposal_due_diligences').select('id').where('proposal_id', '=', proposal.id).execute();
      expect(links).toEqual([]);
    });

    it('links a document of a type of the due diligence’s name or without a type, refuses one of another type and writes nothing', async () => {
      const { proposal } = await freshDraft();
      const required = refs.dueDiligenceIds[0] ?? 0;
      const sameType = await libraryDocument(t(), 'partner@demo.test', null, required);
      const requiredName = (await t().database.db.selectFrom('due_diligence_types').select('name').where('id', '=', required).executeTakeFirstOrThrow()).name;
      const otherName = await t().database.db.selectFrom('due_diligence_types').select('id').where('name', '!=', requiredName).executeTakeFirstOrThrow();
      const otherType = await libraryDocument(t(), 'partner@demo.test', null, otherName.id);
      const untyped = await libraryDocument(t(), 'partner@demo.test', null);
      const linked = () => t().database.db.selectFrom('proposal_due_diligences').select('ngo_due_diligence_id').where('proposal_id', '=', proposal.id).execute();

      const refusedFirst = await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: required, document_id: otherType }] });
      expect([refusedFirst.statusCode, errorCode(refusedFirst)]).toEqual([400, 'documentOfOtherType']);
      expect(refusedFirst.json<{ ModelState: Record<string, string[]> }>().ModelState.document).toContain(formatMessage('documentOfOtherType', { field: 'document' }));
      expect(await linked()).toEqual([]);

      expect((await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: required, document_id: sameType }] })).statusCode).toBe(200);
      expect(await linked()).toEqual([{ ngo_due_diligence_id: sameType }]);
      const version = (await get(proposal.id)).version;
      const refused = await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: required, document_id: otherType }] });
      expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'documentOfOtherType']);
      expect(await linked()).toEqual([{ ngo_due_diligence_id: sameType }]);
      expect((await get(proposal.id)).version).toBe(version);

      expect((await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: required, document_id: untyped }] })).statusCode).toBe(200);
      expect(await linked()).toEqual([{ ngo_due_diligence_id: untyped }]);

      // Another funder's type of the same name is the same paper (the library keeps one type per name, decision 196).
      const db = t().database.db;
      const requiredType = await db.selectFrom('due_diligence_types').select(['name', 'donor_id']).where('id', '=', required).executeTakeFirstOrThrow();
      const otherFunder = await db.selectFrom('donors').select('id').where('id', '!=', requiredType.donor_id).executeTakeFirstOrThrow();
      const twin = await db
        .insertInto('due_diligence_types')
        .values({ donor_id: otherFunder.id, name: ` ${requiredType.name.toUpperCase()} `, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const twinTyped = await libraryDocument(t(), 'partner@demo.test', null, twin.id);
      expect((await put(proposal.id, '/DueDiligence', { links: [{ due_diligence_id: required, document_id: twinTyped }] })).statusCode).toBe(200);
      expect(await linked()).toEqual([{ ngo_due_diligence_id: twinTyped }]);
    });

    it('refuses an upload that is not a document, and deletes a document', async () => {
      const { proposal } = await freshDraft();
      const fake = await t().call({ method: 'POST', url: url(proposal.id, '/Documents'), token: partner, ...documentForm('Plan', { name: 'plan.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') }) });
      expect([fake.statusCode, errorCode(fake)]).toEqual([400, 'documentType']);
      const untitled = await t().call({ method: 'POST', url: url(proposal.id, '/Documents'), token: partner, ...documentForm(null, PDF_FILE) });
      expect([untitled.statusCode, errorCode(untitled)]).toEqual([400, 'required']);
      const added = await t().call({ method: 'POST', url: url(proposal.id, '/Documents'), token: member, ...documentForm('Annex', PDF_FILE) });
      expect(added.json<PartnerProposal>().completeness.documents).toBe(true);
      const [stored] = (await t().call({ method: 'GET', url: url(proposal.id, '/Documents'), token: partner })).json<ProposalDocument[]>();
      const removed = await t().call({ method: 'DELETE', url: url(proposal.id, `/Documents/${stored?.id ?? 0}`), token: partner });
      expect(removed.json<PartnerProposal>().completeness.documents).toBe(false);
      expect((await t().call({ method: 'DELETE', url: url(proposal.id, `/Documents/${stored?.id ?? 0}`), token: partner })).statusCode).toBe(404);
    });

    it("answers 404 for another organisation's proposal, on reads and changes alike", async () => {
      const { proposal } = await freshDraft();
      expect((await t().call({ method: 'GET', url: url(proposal.id), token: other })).statusCode).toBe(404);
      expect((await t().call({ method: 'GET', url: url(proposal.id, '/Background'), token: other })).statusCode).toBe(404);
      const change = await put(proposal.id, '', { title: 'Mine now', country_id: refs.countryIds[0], start_date: '2027-01-01', end_date: '2027-02-01' }, other);
      expect(change.statusCode).toBe(404);
      expect((await get(proposal.id)).title).toBe(proposal.title);
      const list = (await t().call({ method: 'GET', url: '/api/PartnerProposal?rows=100', token: other })).json<Paged<PartnerProposal>>();
      expect(list.data.map((item) => item.id)).not.toContain(proposal.id);
    });
  });

  describe('submitting and negotiating', () => {
    it('refuses an incomplete proposal, a member, and a passed deadline', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      const incomplete = await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      expect([incomplete.statusCode, errorCode(incomplete)]).toEqual([409, 'proposalIncomplete']);
      await writeEverything(proposal.id, fresh.id);
      expect((await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: member })).statusCode).toBe(403);
      await t().database.db.updateTable('grants').set({ deadline: daysFromToday(-1) }).where('id', '=', fresh.id).execute();
      const late = await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      expect([late.statusCode, errorCode(late)]).toEqual([409, 'deadlinePassed']);
      expect((await get(proposal.id)).status).toBe('draft');
    });

    it('submits once, shows it to the funder as submitted, and tells the people in charge', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      await writeEverything(proposal.id, fresh.id);
      const submitted = await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json<PartnerProposal>()).toMatchObject({ status: 'submitted', can_edit: false, can_submit: false });
      const twice = await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'wrongStatus']);
      const readOnly = await put(proposal.id, '/OtherInfo', { gender: 'x', environment: '', protection: '', exit_strategy: '', additional: '' });
      expect([readOnly.statusCode, errorCode(readOnly)]).toEqual([409, 'wrongStatus']);
      const staffView = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${proposal.id}`, token: officer });
      expect(staffView.json()).toMatchObject({ status: 'submitted', total_budget: 2000 });
      const notes = (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token: officer })).json<NotificationList>();
      expect(notes.data[0]?.data).toMatchObject({ entity: 'proposal', operation: 'Submit', object_id: proposal.id, ngo_user: true, user_name: expect.any(String) });
    });

    it('negotiates both ways: the partner hears, replies, edits, resubmits; the funder sees the changed pages', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      await writeEverything(proposal.id, fresh.id);
      await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      const started = await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${proposal.id}/SetStatus?status=under_negotiation`, token: officer });
      expect(started.statusCode).toBe(200);
      const partnerNotes = async (token: string) => (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token })).json<NotificationList>().data;
      expect((await partnerNotes(member))[0]?.data).toMatchObject({ entity: 'proposal', operation: 'Negotiate', object_id: proposal.id, ngo_user: false });
      await t().call({
        method: 'POST',
        url: `/api/DonorGrant/Proposals/${proposal.id}/Negotiations`,
        token: officer,
        payload: { proj_id: proposal.id, grant_id: fresh.id, page_id: ProposalPage.BUDGET, content: 'Split the books line' },
      });
      expect((await partnerNotes(partner))[0]?.data).toMatchObject({ entity: 'negotiation', operation: 'Add', page: ProposalPage.BUDGET });
      expect((await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${proposal.id}/Changes`, token: officer })).json()).toEqual([]);

      const reply = await t().call({ method: 'POST', url: url(proposal.id, '/Negotiations'), token: member, payload: { page_id: ProposalPage.BUDGET, content: 'Done / تم' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<NegotiationComment>()).toMatchObject({ by_ngo_user: true, name: expect.any(String), email: 'member@demo.test', created_by: null, page_id: ProposalPage.BUDGET });
      const staffComments = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${proposal.id}/Negotiations?page_id=${ProposalPage.BUDGET}`, token: officer })).json<NegotiationComment[]>();
      expect(staffComments.map((comment) => [comment.content, comment.by_ngo_user])).toEqual([
        ['Split the books line', false],
        ['Done / تم', true],
      ]);
      const officerNotes: Notification[] = (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token: officer })).json<NotificationList>().data;
      expect(officerNotes[0]?.data).toMatchObject({ entity: 'negotiation', operation: 'Add', ngo_user: true, page: ProposalPage.BUDGET });

      const lines = [
        { id: 1, category: 'Books', description: 'Readers', unit: 'set', quantity: 2, unit_cost: 500, total: 1000 },
        { id: 2, category: 'Books', description: 'Story books', unit: 'set', quantity: 2, unit_cost: 600, total: 1200 },
      ];
      expect((await put(proposal.id, '/Budget', { lines, total: 2200, cur_symbol: fresh.currency.symbol })).statusCode).toBe(200);
      const changes = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${proposal.id}/Changes`, token: officer })).json<ProposalChanges>();
      expect(changes).toEqual([{ page_id: ProposalPage.BUDGET, sections: ['Budget'] }]);

      const resubmitted = await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      expect(resubmitted.json<PartnerProposal>()).toMatchObject({ status: 'submitted', total_budget: 2200 });
      const latest = (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token: officer })).json<NotificationList>().data[0];
      expect(latest?.data).toMatchObject({ entity: 'proposal', operation: 'Resubmit', ngo_user: true });
      const afterReply = await t().call({ method: 'POST', url: url(proposal.id, '/Negotiations'), token: member, payload: { content: 'Late' } });
      expect([afterReply.statusCode, errorCode(afterReply)]).toEqual([409, 'wrongStatus']);
    });

    it('shows acceptance with the agreement and installments, and tells the partner; rejection too', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      await writeEverything(proposal.id, fresh.id);
      await t().call({ method: 'POST', url: url(proposal.id, '/Submit'), token: partner });
      const accepted = await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${proposal.id}/Accept`, token: officer, ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY) });
      expect(accepted.statusCode).toBe(200);
      const seen = await get(proposal.id);
      expect(seen).toMatchObject({ status: 'accepted', agreement: { file_name: 'agreement.pdf' }, project_id: expect.any(Number) });
      expect(seen.installments.map((installment) => installment.percent)).toEqual([50, 30, 20]);
      const partnerNote = (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token: partner })).json<NotificationList>().data[0];
      expect(partnerNote?.data).toMatchObject({ entity: 'proposal', operation: 'Accept', object_id: proposal.id });

      const { grant: second, proposal: rejectedOne } = await freshDraft();
      await writeEverything(rejectedOne.id, second.id);
      await t().call({ method: 'POST', url: url(rejectedOne.id, '/Submit'), token: partner });
      await t().call({ method: 'POST', url: `/api/DonorGrant/Proposals/${rejectedOne.id}/SetStatus?status=rejected`, token: officer });
      expect((await get(rejectedOne.id)).status).toBe('rejected');
      const rejection = (await t().call({ method: 'GET', url: '/api/DonorNotification?rows=5', token: member })).json<NotificationList>().data[0];
      expect(rejection?.data).toMatchObject({ operation: 'Reject', object_id: rejectedOne.id });
    });
  });

  describe('deadline reminders', () => {
    it('reminds the organisation of a draft a week and a day before the deadline, once each, across instances', async () => {
      const { grant: fresh, proposal } = await freshDraft();
      const db = t().database.db;
      await db.updateTable('grants').set({ deadline: daysFromToday(6) }).where('id', '=', fresh.id).execute();
      const [a, b] = await Promise.all([remindDeadlines(db), remindDeadlines(db)]);
      expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
      const week = await db.selectFrom('notifications').select(['user_id', 'operation']).where('object_id', '=', proposal.id).where('operation', '=', 'DeadlineInWeek').execute();
      const partnerUsers = await db.selectFrom('users').select('id').where('email', 'in', ['partner@demo.test', 'member@demo.test']).execute();
      expect(week.map((row) => row.user_id).toSorted()).toEqual(partnerUsers.map((row) => row.id).toSorted());
      await remindDeadlines(db);
      expect(await db.selectFrom('notifications').select('id').where('object_id', '=', proposal.id).where('operation', '=', 'DeadlineInWeek').execute()).toHaveLength(week.length);
      await db.updateTable('grants').set({ deadline: daysFromToday(1) }).where('id', '=', fresh.id).execute();
      await remindDeadlines(db);
      const tomorrow = await db.selectFrom('notifications').select(['actor_id', 'actor_name']).where('object_id', '=', proposal.id).where('operation', '=', 'DeadlineTomorrow').execute();
      expect(tomorrow).toHaveLength(week.length);
      expect(tomorrow[0]).toMatchObject({ actor_id: 0, actor_name: expect.any(String) });
    });
  });
});
