import { randomBytes } from 'node:crypto';
import { proposalStatusToWire, type ProposalStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import type { ProposalSection, ProposalSectionName } from '#contract/proposals';
import type { TestApp } from '../../test/test-app';
import { createReadyDraft, daysFromToday, type DemoReferences } from '../grants/grant-test-helpers';

/**
 * Proposals as an organisation's portal would leave them, inserted directly (the funder's API has no way to create
 * one): an organisation, the header row, a few section documents, a document, a due diligence, risks and one
 * comment from the organisation. Each suite puts them on a fresh published grant of its own.
 */

/** A proposal's API path, e.g. proposalUrl(7, '/Accept'). */
export function proposalUrl(id: number, rest = ''): string {
  return `/api/DonorGrant/Proposals/${id}${rest}`;
}

/** A published grant whose only user in charge is its author. */
export async function publishedGrant(t: TestApp, token: string, refs: DemoReferences): Promise<Grant> {
  const draft = await createReadyDraft(t, token, refs);
  const published = await t.call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token, payload: { deadline: daysFromToday(30) } });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.statusCode} ${published.body}`);
  return published.json<Grant>();
}

export async function insertNgo(t: TestApp, name: string): Promise<number> {
  const country = await t.database.db.selectFrom('countries').select('id').where('code', '=', 'JO').executeTakeFirstOrThrow();
  const row = await t.database.db
    .insertInto('ngos')
    .values({
      name,
      shortcut: name.slice(0, 4).toUpperCase(),
      description: 'Community organisation / جمعية مجتمعية',
      country_id: country.id,
      email: 'contact@ngo.example',
      phone: '+962 6 555 0199',
      website: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const BACKGROUND: ProposalSection<'Background'> = {
  problem_statement: 'Girls leave school early / تتسرب الفتيات من المدارس مبكرًا',
  context: 'Rural districts',
  justification: 'Transport is the main barrier',
  previous_experience: 'Five years of catch-up classes',
  sustainability: 'Parents’ committees take over',
};

export const WORKPLANS: ProposalSection<'Workplans'> = [
  { id: 1, code: 'A1', title: 'Hire drivers', output: 'O1', start_date: '2026-01-01', end_date: '2026-02-28', responsible: 'Field team' },
  { id: 2, code: 'A2', title: 'تدريب المعلمين', output: 'O2', start_date: '2026-03-01', end_date: '2026-06-30', responsible: 'فريق التعليم' },
];

export const RISKS = [
  { title: 'Road closures / إغلاق الطرق', category: 'safety_and_security', likelihood: 4, impact: 5, response_strategy: 'mitigation', is_materialized: 1 },
  { title: 'Currency devaluation', category: 'fiduciary', likelihood: 2, impact: 3, response_strategy: 'acceptance', is_materialized: 0 },
  { title: 'Staff turnover', category: 'operational', likelihood: 3, impact: 3, response_strategy: 'mitigation', is_materialized: 0 },
  { title: 'Unrated', category: 'operational', likelihood: 0, impact: 4, response_strategy: 'avoidance', is_materialized: 0 },
] as const;

/** A small but real PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export type ProposalFixture = {
  grantId: number;
  ngoId: number;
  title?: string;
  code?: string;
  status?: ProposalStatus;
  totalBudget?: number;
  /** ISO 4217 code of a reference currency; the grant's currency when absent. */
  currencyCode?: string;
  startDate?: string;
  endDate?: string;
  createdAt?: string;
};

/** Inserts a proposal with its contents and answers its id. */
export async function insertProposal(t: TestApp, fixture: ProposalFixture): Promise<number> {
  const db = t.database.db;
  const grant = await db.selectFrom('grants').select(['donor_id', 'currency_id']).where('id', '=', fixture.grantId).executeTakeFirstOrThrow();
  const country = await db.selectFrom('countries').select('id').where('code', '=', 'JO').executeTakeFirstOrThrow();
  const now = fixture.createdAt ?? new Date().toISOString();
  const currency = fixture.currencyCode
    ? await db.selectFrom('currencies').select('id').where('code', '=', fixture.currencyCode).executeTakeFirstOrThrow()
    : { id: grant.currency_id };
  const { id } = await db
    .insertInto('proposals')
    .values({
      donor_id: grant.donor_id,
      grant_id: fixture.grantId,
      ngo_id: fixture.ngoId,
      title: fixture.title ?? `Proposal ${randomBytes(3).toString('hex')}`,
      code: fixture.code ?? `T-${randomBytes(4).toString('hex').toUpperCase()}`,
      status: proposalStatusToWire(fixture.status ?? 'submitted'),
      country_id: country.id,
      currency_id: currency.id,
      total_budget: fixture.totalBudget ?? 120_000,
      start_date: fixture.startDate ?? '2026-01-01',
      end_date: fixture.endDate ?? '2027-06-30',
      agreement_file: null,
      agreement_file_name: null,
      submitted_at: now,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertContents(t, id, fixture.grantId);
  return id;
}

async function insertSection<Name extends ProposalSectionName>(t: TestApp, proposalId: number, name: Name, content: ProposalSection<Name>) {
  await t.database.db.insertInto('proposal_sections').values({ proposal_id: proposalId, name, content: JSON.stringify(content) }).execute();
}

async function insertContents(t: TestApp, proposalId: number, grantId: number): Promise<void> {
  const db = t.database.db;
  await insertSection(t, proposalId, 'Background', BACKGROUND);
  await insertSection(t, proposalId, 'Workplans', WORKPLANS);

  const storedName = `${randomBytes(16).toString('hex')}.pdf`;
  await t.files.write(db, storedName, PDF_BYTES);
  await db
    .insertInto('proposal_documents')
    .values({
      proposal_id: proposalId,
      title: 'Budget narrative / السرد المالي',
      file_name: 'budget.pdf',
      stored_name: storedName,
      mime_type: 'application/pdf',
      size: PDF_BYTES.length,
      uploaded_at: new Date().toISOString(),
    })
    .execute();

  const required = await db.selectFrom('grant_due_diligences').select('due_diligence_id').where('grant_id', '=', grantId).orderBy('id').executeTakeFirst();
  if (required) {
    await db
      .insertInto('proposal_due_diligences')
      .values({ proposal_id: proposalId, due_diligence_id: required.due_diligence_id, file_name: 'registration.pdf', stored_name: storedName, expires_on: '2027-12-31', note: null })
      .execute();
  }

  await db
    .insertInto('proposal_risks')
    .values(RISKS.map((risk) => ({ ...risk, proposal_id: proposalId, description: `${risk.title}: details`, mitigation: 'Alternative routes / طرق بديلة', owner: 'Programme manager' })))
    .execute();

  const grant = await db.selectFrom('grants').select('donor_id').where('id', '=', grantId).executeTakeFirstOrThrow();
  await db
    .insertInto('negotiation_comments')
    .values({
      proposal_id: proposalId,
      donor_id: grant.donor_id,
      grant_id: grantId,
      page_id: 0,
      content: 'We can adjust the budget / يمكننا تعديل الميزانية',
      type: 3,
      by_ngo_user: 1,
      created_by: null,
      ngo_user_name: 'Rania (NGO)',
      ngo_user_email: 'rania@ngo.example',
      created_at: '2026-01-01T08:00:00.000Z',
      updated_at: null,
    })
    .execute();
}

type FilePart = { name: string; type: string; bytes: Buffer };

/** The Accept form as the agreement dialog's FormData sends it: the file part (if any) and the installments as JSON text. */
export function acceptForm(file: FilePart | null, batches: unknown) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (batches !== undefined) {
    const text = typeof batches === 'string' ? batches : JSON.stringify(batches);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="batches"\r\n\r\n${text}\r\n`));
  }
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

export const PDF_FILE: FilePart = { name: 'agreement.pdf', type: 'application/pdf', bytes: PDF_BYTES };
export const FIFTY_THIRTY_TWENTY = [
  { title: 'First installment / الدفعة الأولى', percent: 50 },
  { title: 'Second', percent: 30 },
  { title: 'Third', percent: 20 },
];
