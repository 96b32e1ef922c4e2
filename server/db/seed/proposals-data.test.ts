import { expect, it } from 'vitest';
import { installmentAmounts, minorUnitsOf, toMinorUnits, totalsExactlyHundred } from '#contract/money';
import { GrantStatus, PROPOSAL_STATUSES, RISK_CATEGORIES, TransferStatus, proposalStatusToWire } from '#contract/enums';
import {
  PROPOSAL_SECTIONS,
  PROPOSAL_SECTION_NAMES,
  type Budget,
  type LogicalFramework,
  type ProposalSection,
  type Workplan,
} from '#contract/proposals';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { submitDemoProposal } from './proposals-data';

/** The demo's proposals, organisations and projects are what every screen and test starts from: they must be whole. */

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The funder's proposals written in full: all but the draft partner@demo.test's organisation has under way (a draft
 * without its budget yet), which 'leaves one draft under way' checks on its own.
 */
async function proposalsOf(t: TestApp, shortcut: string, which: 'whole' | 'underWay' = 'whole') {
  const db = t.database.db;
  const donor = await db.selectFrom('donors').select('id').where('shortcut', '=', shortcut).executeTakeFirstOrThrow();
  const underWay = db
    .selectFrom('proposals as draft')
    .select('draft.id')
    .where('draft.status', '=', 'draft')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('proposal_sections').select('proposal_sections.proposal_id').whereRef('proposal_sections.proposal_id', '=', 'draft.id').where('proposal_sections.name', '=', 'Budget'))),
    );
  return db
    .selectFrom('proposals')
    .where('proposals.id', which === 'whole' ? 'not in' : 'in', underWay)
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
    .select([
      'currencies.code as currency_code',
      'proposals.id',
      'proposals.code',
      'proposals.status',
      'proposals.total_budget',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.agreement_file',
      'proposals.submitted_at',
      'proposals.grant_id',
      'proposals.ngo_id',
      'grants.status as grant_status',
      'grants.deadline',
      'grants.min_size',
      'grants.max_size',
    ])
    .where('proposals.donor_id', '=', donor.id)
    .orderBy('proposals.id')
    .execute();
}

async function sectionsOf(t: TestApp, proposalId: number): Promise<Map<string, unknown>> {
  const rows = await t.database.db.selectFrom('proposal_sections').select(['name', 'content']).where('proposal_id', '=', proposalId).execute();
  return new Map(rows.map((row) => [row.name, JSON.parse(row.content) as unknown]));
}

/** Every object's offset in the cross-reference table points at "N 0 obj", and startxref at the table. */
function hasConsistentXref(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  if (!text.startsWith('%PDF-') || text.slice(xrefAt, xrefAt + 4) !== 'xref') return false;
  const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  return entries.length > 0 && entries.every((offset, k) => text.startsWith(`${k + 1} 0 obj`, offset));
}

async function userIdsByEmail(t: TestApp): Promise<Map<string, number>> {
  const users = await t.database.db.selectFrom('users').select(['id', 'email']).execute();
  return new Map(users.map((user) => [user.email, user.id]));
}

describeOnEachDialect('demo proposals, organisations and projects', (t) => {
  it('gives each funder proposals in every status, only on published or closed grants, with unique codes', async () => {
    for (const shortcut of ['ANDF', 'CRF']) {
      const proposals = await proposalsOf(t(), shortcut);
      expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(PROPOSAL_STATUSES.map(proposalStatusToWire)));
      expect(proposals.filter((p) => p.status === 'draft')).toHaveLength(1);
      expect(proposals.every((p) => p.grant_status === GrantStatus.Published)).toBe(true);
      expect(new Set(proposals.map((p) => p.code)).size).toBe(proposals.length);
      expect(proposals.every((p) => /^PRP-\d{4}-\d{4}$/.test(p.code))).toBe(true);
      for (const p of proposals) {
        expect(p.total_budget, p.code).toBeGreaterThanOrEqual(Number(p.min_size));
        expect(p.total_budget, p.code).toBeLessThanOrEqual(Number(p.max_size));
        expect(p.submitted_at === null, p.code).toBe(p.status === 'draft');
        const years = (Date.parse(p.end_date) - Date.parse(p.start_date)) / (365.25 * 86_400_000);
        expect(years, p.code).toBeGreaterThan(0.95);
        expect(years, p.code).toBeLessThan(3.05);
      }
    }
  });

  it('leaves one draft under way, of partner@demo.test’s organisation on an open call of the first funder, with its first pages only', async () => {
    const [draft, ...others] = await proposalsOf(t(), 'ANDF', 'underWay');
    expect(others).toEqual([]);
    expect(await proposalsOf(t(), 'CRF', 'underWay')).toEqual([]);
    const partner = await t().database.db.selectFrom('users').select('ngo_id').where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 'draft', ngo_id: partner.ngo_id, grant_status: GrantStatus.Published, total_budget: 0, submitted_at: null });
    expect(String(draft?.deadline) > new Date().toISOString().slice(0, 10)).toBe(true);
    const sections = await sectionsOf(t(), draft?.id ?? 0);
    expect([...sections.keys()].toSorted()).toEqual(['Background', 'Beneficiaries', 'BeneficiariesByDistrict', 'Contacts', 'CoverPage', 'Programs']);
    const documents = await t().database.db.selectFrom('proposal_documents').select('id').where('proposal_id', '=', draft?.id ?? 0).execute();
    expect(documents).toEqual([]);
    // The same organisation applied to both funders.
    const ngoFunders = await t().database.db.selectFrom('proposals').select('donor_id').distinct().where('ngo_id', '=', partner.ngo_id ?? 0).execute();
    expect(ngoFunders).toHaveLength(2);
  });

  it('starts every proposal under negotiation from a copy of what it holds, so the funder sees no change yet', async () => {
    const db = t().database.db;
    const negotiating = await db.selectFrom('proposals').select('id').where('status', '=', 'under_negotiation').execute();
    expect(negotiating.length).toBeGreaterThan(3);
    const copied = await db.selectFrom('proposal_negotiation_snapshots').select('proposal_id').distinct().execute();
    expect(copied.map((row) => row.proposal_id).toSorted()).toEqual(negotiating.map((row) => row.id).toSorted());
    const admin = await t().signIn('admin@demo.test');
    const mine = await db.selectFrom('proposals').innerJoin('donors', 'donors.id', 'proposals.donor_id').select('proposals.id').where('proposals.status', '=', 'under_negotiation').where('donors.shortcut', '=', 'ANDF').executeTakeFirstOrThrow();
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${mine.id}/Changes`, token: admin })).json()).toEqual([]);
  });

  it('writes every section of every proposal, each valid against its schema', async () => {
    const proposals = [...(await proposalsOf(t(), 'ANDF')), ...(await proposalsOf(t(), 'CRF'))];
    const rows = await t().database.db.selectFrom('proposal_sections').select(['proposal_id', 'name', 'content']).execute();
    for (const proposal of proposals) {
      const mine = rows.filter((row) => row.proposal_id === proposal.id);
      expect(mine.map((row) => row.name).toSorted(), proposal.code).toEqual(PROPOSAL_SECTION_NAMES.toSorted());
      for (const row of mine) {
        const parsed = PROPOSAL_SECTIONS[row.name as keyof typeof PROPOSAL_SECTIONS].safeParse(JSON.parse(row.content));
        expect(parsed.success, `${proposal.code} ${row.name}`).toBe(true);
      }
    }
    const arabic = rows.filter((row) => row.name === 'Background' && /[\u0600-\u06ff]/.test(row.content));
    const english = rows.filter((row) => row.name === 'Background' && !/[\u0600-\u06ff]/.test(row.content));
    expect(arabic.length).toBeGreaterThan(5);
    expect(english.length).toBeGreaterThan(5);
  });

  it('adds up budgets, beneficiaries and the grant’s objectives, and keeps the workplan inside the period', async () => {
    const db = t().database.db;
    for (const proposal of [...(await proposalsOf(t(), 'ANDF')), ...(await proposalsOf(t(), 'CRF'))]) {
      const sections = await sectionsOf(t(), proposal.id);
      const budget = sections.get('Budget') as Budget;
      expect(budget.lines.length, proposal.code).toBeGreaterThanOrEqual(8);
      expect(budget.lines.length, proposal.code).toBeLessThanOrEqual(15);
      for (const line of budget.lines) expect(cents(line.total)).toBe(Math.round(line.quantity * cents(line.unit_cost)));
      expect(budget.lines.reduce((sum, line) => sum + cents(line.total), 0)).toBe(cents(budget.total));
      expect(budget.total).toBe(proposal.total_budget);

      const byDistrict = sections.get('BeneficiariesByDistrict') as ProposalSection<'BeneficiariesByDistrict'>;
      const direct = (sections.get('Beneficiaries') as ProposalSection<'Beneficiaries'>).direct_total;
      expect(byDistrict.length).toBeGreaterThanOrEqual(4);
      expect(byDistrict.length).toBeLessThanOrEqual(8);
      expect(byDistrict.reduce((sum, row) => sum + row.male + row.female, 0)).toBe(direct);
      const byAge = sections.get('BeneficiariesByAge') as ProposalSection<'BeneficiariesByAge'>;
      expect(byAge).toHaveLength(4);
      expect(byAge.reduce((sum, row) => sum + row.male + row.female, 0)).toBe(direct);
      expect((sections.get('BeneficiariesByType') as ProposalSection<'BeneficiariesByType'>).reduce((sum, row) => sum + row.count, 0)).toBe(direct);

      const objectives = await db.selectFrom('grant_objectives').select('id').where('grant_id', '=', proposal.grant_id).execute();
      const framework = sections.get('LogicalFramework') as LogicalFramework;
      expect(framework.grant_objectives.map((objective) => objective.id).toSorted()).toEqual(objectives.map((row) => row.id).toSorted());
      const contributions = sections.get('GrantObjectives') as ProposalSection<'GrantObjectives'>;
      expect(contributions.map((row) => row.grant_objective_id).toSorted()).toEqual(objectives.map((row) => row.id).toSorted());
      const programObjectiveIds = await db
        .selectFrom('program_objectives')
        .innerJoin('grant_programs', 'grant_programs.program_id', 'program_objectives.program_id')
        .select('program_objectives.id')
        .where('grant_programs.grant_id', '=', proposal.grant_id)
        .execute();
      for (const objective of framework.program_objectives) expect(programObjectiveIds.map((row) => row.id)).toContain(objective.id);
      expect(framework.custom_objectives.length).toBeGreaterThanOrEqual(1);
      expect([2, 3]).toContain(framework.outcomes.length);
      for (const outcome of framework.outcomes) {
        expect(outcome.outputs).toHaveLength(2);
        for (const output of outcome.outputs) expect(output.indicators.length).toBeGreaterThanOrEqual(2);
      }
      const programs = sections.get('Programs') as ProposalSection<'Programs'>;
      expect(programs.reduce((sum, program) => sum + program.percent, 0)).toBe(100);

      const workplan = sections.get('Workplans') as Workplan;
      const activities = framework.outcomes.flatMap((outcome) => outcome.outputs.flatMap((output) => output.activities));
      expect(workplan.map((row) => row.id)).toEqual(activities.map((activity) => activity.id));
      for (const row of workplan) {
        expect(row.start_date >= proposal.start_date && row.end_date <= proposal.end_date && row.start_date <= row.end_date, `${proposal.code} ${row.code}`).toBe(
          true,
        );
      }
    }
  });

  it('attaches 2 to 4 real documents and the grant’s due diligences, some missing and one expiring soon', async () => {
    const db = t().database.db;
    const proposals = [...(await proposalsOf(t(), 'ANDF')), ...(await proposalsOf(t(), 'CRF'))];
    const documents = await db.selectFrom('proposal_documents').selectAll().execute();
    for (const proposal of proposals) {
      const count = documents.filter((document) => document.proposal_id === proposal.id).length;
      expect(count, proposal.code).toBeGreaterThanOrEqual(2);
      expect(count, proposal.code).toBeLessThanOrEqual(4);
    }
    const stored = new Set(documents.map((document) => document.stored_name));
    expect(stored.size).toBeLessThan(10);
    for (const document of documents.filter((row, k) => documents.findIndex((other) => other.stored_name === row.stored_name) === k)) {
      const bytes = (await t().storedFile(document.stored_name)) ?? Buffer.alloc(0);
      expect(bytes.length).toBe(document.size);
      if (document.mime_type === 'application/pdf') expect(hasConsistentXref(bytes), document.title).toBe(true);
      else expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }

    const required = await db.selectFrom('grant_due_diligences').select(['grant_id', 'due_diligence_id']).execute();
    const provided = await db.selectFrom('proposal_due_diligences').selectAll().execute();
    for (const proposal of proposals) {
      const expected = required.filter((row) => row.grant_id === proposal.grant_id).map((row) => row.due_diligence_id);
      expect(provided.filter((row) => row.proposal_id === proposal.id).map((row) => row.due_diligence_id).toSorted()).toEqual(expected.toSorted());
    }
    expect(provided.some((row) => row.stored_name === null && row.note)).toBe(true);
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(provided.some((row) => row.expires_on !== null && row.expires_on <= soon)).toBe(true);
    const storedNames = new Set(await t().storedFileNames());
    for (const row of provided.filter((item) => item.stored_name)) expect(storedNames.has(row.stored_name ?? '')).toBe(true);
  });

  it('serves the stored files with their content types', async () => {
    // The demo shares its documents between funders' proposals: any demo staff member reads them.
    const token = await t().signIn('viewer@demo.test');
    const db = t().database.db;
    const pdf = await db.selectFrom('proposal_documents').select('stored_name').where('mime_type', '=', 'application/pdf').executeTakeFirstOrThrow();
    const png = await db.selectFrom('proposal_documents').select('stored_name').where('mime_type', '=', 'image/png').executeTakeFirstOrThrow();
    for (const [name, type] of [
      [pdf.stored_name, 'application/pdf'],
      [png.stored_name, 'image/png'],
    ] as const) {
      const served = await t().call({ method: 'GET', url: `/api/files/${name}`, token });
      expect(served.statusCode, name).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals((await t().storedFile(name)) ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('rates 5 to 9 risks per proposal across every category, some unrated, some materialised in running projects', async () => {
    const risks = await t().database.db.selectFrom('proposal_risks').selectAll().execute();
    for (const proposalId of new Set(risks.map((risk) => risk.proposal_id))) {
      const count = risks.filter((risk) => risk.proposal_id === proposalId).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(9);
    }
    expect(new Set(risks.map((risk) => risk.category))).toEqual(new Set(RISK_CATEGORIES));
    expect(risks.every((risk) => risk.likelihood >= 0 && risk.likelihood <= 5 && risk.impact >= 0 && risk.impact <= 5)).toBe(true);
    expect(risks.some((risk) => risk.likelihood === 0)).toBe(true);
    expect(risks.some((risk) => risk.is_materialized === 1)).toBe(true);
    expect(risks.some((risk) => /[\u0600-\u06ff]/.test(risk.title))).toBe(true);
  });

  it('threads negotiation comments of staff and organisation on 2 or 3 pages of every proposal under negotiation', async () => {
    const db = t().database.db;
    const negotiating = await db.selectFrom('proposals').select(['id', 'donor_id']).where('status', '=', 'under_negotiation').execute();
    expect(negotiating.length).toBeGreaterThanOrEqual(4);
    const comments = await db
      .selectFrom('negotiation_comments')
      .leftJoin('users', 'users.id', 'negotiation_comments.created_by')
      .select(['negotiation_comments.proposal_id', 'page_id', 'type', 'by_ngo_user', 'ngo_user_name', 'ngo_user_email', 'users.donor_id as author_donor'])
      .execute();
    for (const proposal of negotiating) {
      const mine = comments.filter((comment) => comment.proposal_id === proposal.id);
      expect(new Set(mine.map((comment) => comment.page_id)).size).toBeGreaterThanOrEqual(2);
      expect(mine.some((comment) => comment.by_ngo_user === 1 && comment.ngo_user_name && comment.ngo_user_email)).toBe(true);
      expect(mine.filter((comment) => comment.by_ngo_user === 0).every((comment) => comment.author_donor === proposal.donor_id)).toBe(true);
    }
    expect(new Set(comments.map((comment) => comment.type))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('turns accepted and later proposals into projects with an agreement and installments totalling 100% and the budget exactly', async () => {
    const db = t().database.db;
    const proposals = [...(await proposalsOf(t(), 'ANDF')), ...(await proposalsOf(t(), 'CRF'))];
    const [projects, batches] = await Promise.all([db.selectFrom('projects').selectAll().execute(), db.selectFrom('expenditure_batches').selectAll().execute()]);
    const expected = { accepted: 'ongoing', ongoing: 'ongoing', finished: 'finished', unfinished: 'unfinished', stopped: 'stopped' } as Record<string, string>;
    for (const proposal of proposals) {
      const project = projects.find((row) => row.proposal_id === proposal.id);
      expect(project?.status, proposal.code).toBe(expected[proposal.status]);
      expect(proposal.agreement_file !== null, proposal.code).toBe(project !== undefined);
      if (!project || !proposal.agreement_file) continue;
      expect(await t().storedFile(proposal.agreement_file)).not.toBeNull();
      const installments = batches.filter((batch) => batch.proposal_id === proposal.id).toSorted((a, b) => a.position - b.position);
      expect(installments.every((batch) => batch.project_id === project.id)).toBe(true);
      const percents = installments.map((batch) => ({ percent: Number(batch.percent) }));
      expect(totalsExactlyHundred(percents), proposal.code).toBe(true);
      expect(installments.map((batch) => Number(batch.amount))).toEqual(installmentAmounts(proposal.total_budget, percents, proposal.currency_code));
      const digits = minorUnitsOf(proposal.currency_code);
      const unitsTotal = installments.reduce((sum, batch) => sum + toMinorUnits(Number(batch.amount), digits), 0);
      expect(unitsTotal, proposal.code).toBe(toMinorUnits(proposal.total_budget, digits));
      const transferred = installments.filter((batch) => batch.transfer_status === TransferStatus.Transferred).length;
      if (proposal.status === 'finished') expect(transferred).toBe(installments.length);
      if (proposal.status === 'accepted') expect(transferred).toBe(0);
      if (proposal.status === 'ongoing') expect(transferred).toBeGreaterThan(0);
    }
  });

  it('puts the demo accounts in charge of the proposals the tests rely on', async () => {
    const db = t().database.db;
    const users = await userIdsByEmail(t());
    const girls = await db.selectFrom('grants').select('id').where('title', 'like', "Girls' Education%").executeTakeFirstOrThrow();
    const officer = users.get('grants@demo.test');
    const grantInCharge = await db.selectFrom('grant_users_in_charge').select('user_id').where('grant_id', '=', girls.id).execute();
    expect(grantInCharge.map((row) => row.user_id)).not.toContain(officer);
    const officerProposals = await db
      .selectFrom('proposal_users_in_charge')
      .innerJoin('proposals', 'proposals.id', 'proposal_users_in_charge.proposal_id')
      .select(['proposals.status', 'proposals.grant_id'])
      .where('proposal_users_in_charge.user_id', '=', officer ?? 0)
      .execute();
    expect(officerProposals.filter((row) => row.status === 'submitted').length).toBeGreaterThanOrEqual(2);
    expect(officerProposals).toContainEqual({ status: 'under_negotiation', grant_id: girls.id });
    const girlsProposals = await db.selectFrom('proposals').select('id').where('grant_id', '=', girls.id).execute();
    const officerOnGirls = officerProposals.filter((row) => row.grant_id === girls.id);
    expect(officerOnGirls.length).toBeLessThan(girlsProposals.length);
    const viewerInCharge = await db.selectFrom('proposal_users_in_charge').select('proposal_id').where('user_id', '=', users.get('viewer@demo.test') ?? 0).execute();
    expect(viewerInCharge).toEqual([]);
  });

  it('keeps organisations with 2–3 contacts and 3–4 papers on file, one of them expired', async () => {
    const db = t().database.db;
    const [ngos, contacts, papers] = await Promise.all([
      db.selectFrom('ngos').select('id').execute(),
      db.selectFrom('ngo_contacts').select('ngo_id').execute(),
      db.selectFrom('ngo_due_diligences').selectAll().execute(),
    ]);
    expect(ngos.length).toBeGreaterThanOrEqual(8);
    for (const ngo of ngos) {
      expect([2, 3]).toContain(contacts.filter((row) => row.ngo_id === ngo.id).length);
      expect([3, 4]).toContain(papers.filter((row) => row.ngo_id === ngo.id).length);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(papers.some((row) => row.expires_on !== null && row.expires_on < today)).toBe(true);
    const stored = new Set(await t().storedFileNames());
    for (const paper of papers) expect(stored.has(paper.stored_name ?? '')).toBe(true);
  });

  it('submitDemoProposal adds one complete submitted proposal that the funder’s list shows', async () => {
    const db = t().database.db;
    const grant = await db.selectFrom('grants').select(['id', 'donor_id']).where('title', 'like', '%Safe Water%').executeTakeFirstOrThrow();
    const before = await db.selectFrom('proposals').select('code').where('donor_id', '=', grant.donor_id).execute();
    const id = await submitDemoProposal(db, t().files, { grantId: grant.id, title: 'Rainwater Harvesting for Schools / حصاد مياه الأمطار للمدارس' });
    const proposal = await db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(proposal).toMatchObject({ status: 'submitted', grant_id: grant.id, title: 'Rainwater Harvesting for Schools / حصاد مياه الأمطار للمدارس' });
    expect(before.map((row) => row.code)).not.toContain(proposal.code);
    expect((await sectionsOf(t(), id)).size).toBe(PROPOSAL_SECTION_NAMES.length);
    expect(await db.selectFrom('proposal_users_in_charge').select('user_id').where('proposal_id', '=', id).execute()).toEqual([]);

    const token = await t().signIn('viewer@demo.test');
    const listed = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals?status=submitted&search=${encodeURIComponent('Rainwater')}`, token });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id, status: 'submitted', code: proposal.code }] });

    const negotiating = await submitDemoProposal(db, t().files, { grantId: grant.id, status: 'underNegotiation', variant: 3 });
    const comments = await db.selectFrom('negotiation_comments').select('by_ngo_user').where('proposal_id', '=', negotiating).execute();
    expect(comments.some((comment) => comment.by_ngo_user === 1)).toBe(true);
  });

  it('refuses to submit to a draft grant or to one that does not exist', async () => {
    const db = t().database.db;
    const draft = await db.selectFrom('grants').select('id').where('status', '=', GrantStatus.Draft).executeTakeFirstOrThrow();
    await expect(submitDemoProposal(db, t().files, { grantId: draft.id })).rejects.toMatchObject({ status: 409, key: 'wrongStatus' });
    await expect(submitDemoProposal(db, t().files, { grantId: 999_999 })).rejects.toMatchObject({ status: 404, key: 'notFound' });
  });
});
