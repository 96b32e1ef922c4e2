import type { Kysely, Updateable } from 'kysely';
import { CommentType, GrantStatus } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { PARTNER_PROPOSAL_SORT_COLUMNS } from '#contract/partner-proposals';
import { nowIso, toCount } from '../../db/database';
import type { ProposalTable } from '../../db/proposals-schema';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

/** An organisation's proposals and what it writes in them. Every read is scoped by the organisation (ngo_id). */

type Db = Kysely<Database>;

function partnerProposalRows(db: Db, ngoId: number) {
  return db
    .selectFrom('proposals')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('donors', 'donors.id', 'proposals.donor_id')
    .innerJoin('currencies', 'currencies.id', 'grants.currency_id')
    .leftJoin('projects', 'projects.proposal_id', 'proposals.id')
    .select([
      'proposals.id',
      'proposals.donor_id',
      'proposals.ngo_id',
      'proposals.grant_id',
      'grants.title as grant_title',
      'grants.deadline as grant_deadline',
      'grants.min_size as grant_min_size',
      'grants.max_size as grant_max_size',
      'grants.currency_id as grant_currency_id',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
      'donors.name as donor_name',
      'proposals.title',
      'proposals.code',
      'proposals.status',
      'proposals.country_id',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.total_budget',
      'proposals.version',
      'proposals.submitted_at',
      'proposals.created_at',
      'proposals.updated_at',
      'proposals.agreement_file',
      'proposals.agreement_file_name',
      'projects.id as project_id',
    ])
    .where('proposals.ngo_id', '=', ngoId);
}

export type PartnerProposalRow = Awaited<ReturnType<ReturnType<typeof partnerProposalRows>['executeTakeFirstOrThrow']>>;

function normalise(row: PartnerProposalRow): PartnerProposalRow {
  return { ...row, total_budget: Number(row.total_budget), grant_min_size: Number(row.grant_min_size), grant_max_size: Number(row.grant_max_size) };
}

export async function findPartnerProposal(db: Db, ngoId: number, id: number): Promise<PartnerProposalRow | undefined> {
  const row = await partnerProposalRows(db, ngoId).where('proposals.id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

const SORT_COLUMN = { created_at: 'proposals.created_at', title: 'proposals.title', status: 'proposals.status' } as const;

export type PartnerProposalFilter = PagingQuery<(typeof PARTNER_PROPOSAL_SORT_COLUMNS)[number]> & {
  /** Wire spelling, as stored. */
  status?: string | undefined;
  grant_id?: number | undefined;
};

export async function pagePartnerProposals(db: Db, ngoId: number, filter: PartnerProposalFilter): Promise<{ total: number; rows: PartnerProposalRow[] }> {
  const pattern = filter.search ? searchPattern(filter.search) : null;
  let query = partnerProposalRows(db, ngoId);
  if (pattern) {
    query = query.where((eb) => matchesSearch(eb, ['proposals.title', 'proposals.code', 'grants.title'], pattern));
  }
  if (filter.status !== undefined) query = query.where('proposals.status', '=', filter.status);
  if (filter.grant_id !== undefined) query = query.where('proposals.grant_id', '=', filter.grant_id);
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await query
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('proposals.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return { total: toCount(counted?.total), rows: rows.map(normalise) };
}

/** The organisation's proposal on a grant, if it applied (one per organisation and grant, decision 183). */
export async function proposalOfNgoOnGrant(db: Db, ngoId: number, grantId: number): Promise<{ id: number; status: string } | undefined> {
  return db
    .selectFrom('proposals')
    .select(['id', 'status'])
    .where('ngo_id', '=', ngoId)
    .where('grant_id', '=', grantId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** What a new draft needs from its grant; only a published grant qualifies. */
export async function grantForApplication(db: Db, grantId: number) {
  return db
    .selectFrom('grants')
    .select(['id', 'donor_id', 'title', 'currency_id', 'deadline', 'status'])
    .where('id', '=', grantId)
    .where('status', '=', GrantStatus.Published)
    .executeTakeFirst();
}

/** The next free proposal code of the funder for the year, like the demo's (PRP-2026-0042). */
export async function nextProposalCode(db: Db, donorId: number, year: number): Promise<string> {
  const codes = await db.selectFrom('proposals').select('code').where('donor_id', '=', donorId).execute();
  const last = Math.max(0, ...codes.map((row) => Number(/^PRP-\d{4}-(\d+)$/.exec(row.code)?.[1] ?? 0)));
  return `PRP-${year}-${String(last + 1).padStart(4, '0')}`;
}

export async function insertDraft(
  db: Db,
  values: { donorId: number; grantId: number; ngoId: number; title: string; code: string; countryId: number; currencyId: number },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('proposals')
    .values({
      donor_id: values.donorId,
      grant_id: values.grantId,
      ngo_id: values.ngoId,
      title: values.title,
      code: values.code,
      status: 'draft',
      country_id: values.countryId,
      currency_id: values.currencyId,
      total_budget: 0,
      // The cover page gives the period; until then the draft has none.
      start_date: '',
      end_date: '',
      agreement_file: null,
      agreement_file_name: null,
      submitted_at: null,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies a change and bumps the version, only if the proposal is still at the version the change was decided on. */
export async function bumpPartnerProposal(
  db: Db,
  id: number,
  seenVersion: number,
  patch: Pick<Updateable<ProposalTable>, 'title' | 'country_id' | 'start_date' | 'end_date' | 'total_budget' | 'status' | 'submitted_at'> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('proposals')
    .set((eb) => ({ ...patch, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/* ---------------------------------------------------------------- contents */

export function sectionsOfProposal(db: Db, proposalId: number) {
  return db.selectFrom('proposal_sections').select(['name', 'content']).where('proposal_id', '=', proposalId).execute();
}

export async function writeSection(db: Db, proposalId: number, name: string, content: string): Promise<void> {
  await db
    .insertInto('proposal_sections')
    .values({ proposal_id: proposalId, name, content })
    .onConflict((conflict) => conflict.columns(['proposal_id', 'name']).doUpdateSet({ content }))
    .execute();
}

export async function countRows(db: Db, table: 'proposal_risks' | 'proposal_documents', proposalId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('proposal_id', '=', proposalId)
    .executeTakeFirst();
  return toCount(row?.total);
}

/** The grant's objectives and required due-diligence types (what the completeness of two pages depends on). */
export async function grantTerms(db: Db, grantId: number): Promise<{ objectiveIds: number[]; dueDiligenceIds: number[] }> {
  const [objectives, dueDiligences] = await Promise.all([
    db.selectFrom('grant_objectives').select('id').where('grant_id', '=', grantId).orderBy('id').execute(),
    db.selectFrom('grant_due_diligences').select('due_diligence_id').where('grant_id', '=', grantId).orderBy('id').execute(),
  ]);
  return { objectiveIds: objectives.map((row) => row.id), dueDiligenceIds: dueDiligences.map((row) => row.due_diligence_id) };
}

/**
 * The grant's required due diligences with what is attached to each: the library document it came from (its live
 * expiry), or a paper attached before the library existed (the row's own file and expiry).
 */
export function attachedDueDiligences(db: Db, proposalId: number, grantId: number) {
  return db
    .selectFrom('grant_due_diligences')
    .innerJoin('due_diligence_types', 'due_diligence_types.id', 'grant_due_diligences.due_diligence_id')
    .leftJoin('proposal_due_diligences', (join) =>
      join
        .onRef('proposal_due_diligences.due_diligence_id', '=', 'grant_due_diligences.due_diligence_id')
        .on('proposal_due_diligences.proposal_id', '=', proposalId),
    )
    .leftJoin('ngo_due_diligences', 'ngo_due_diligences.id', 'proposal_due_diligences.ngo_due_diligence_id')
    .select([
      'grant_due_diligences.due_diligence_id',
      'due_diligence_types.name',
      'proposal_due_diligences.id as link_id',
      'proposal_due_diligences.ngo_due_diligence_id',
      'proposal_due_diligences.stored_name',
      'proposal_due_diligences.file_name',
      'proposal_due_diligences.expires_on',
      'ngo_due_diligences.name as document_name',
      'ngo_due_diligences.file_name as document_file_name',
      'ngo_due_diligences.expires_on as document_expires_on',
    ])
    .where('grant_due_diligences.grant_id', '=', grantId)
    .orderBy('grant_due_diligences.id')
    .execute();
}

export type AttachedDueDiligenceRow = Awaited<ReturnType<typeof attachedDueDiligences>>[number];

/** A document of the organisation's library, with the name of the due-diligence type it answers (null: none given). */
export function libraryDocument(db: Db, ngoId: number, id: number) {
  return db
    .selectFrom('ngo_due_diligences')
    .leftJoin('due_diligence_types', 'due_diligence_types.id', 'ngo_due_diligences.due_diligence_type_id')
    .selectAll('ngo_due_diligences')
    .select('due_diligence_types.name as type_name')
    .where('ngo_due_diligences.id', '=', id)
    .where('ngo_due_diligences.ngo_id', '=', ngoId)
    .executeTakeFirst();
}

/** The name of a funder's due-diligence type (a grant's required due diligence). */
export async function dueDiligenceTypeName(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('due_diligence_types').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '';
}

export async function attachDueDiligence(
  db: Db,
  proposalId: number,
  dueDiligenceId: number,
  document: { id: number; file_name: string | null; stored_name: string | null; expires_on: string | null },
): Promise<void> {
  const values = { ngo_due_diligence_id: document.id, file_name: document.file_name, stored_name: document.stored_name, expires_on: document.expires_on, note: null };
  await db
    .insertInto('proposal_due_diligences')
    .values({ proposal_id: proposalId, due_diligence_id: dueDiligenceId, ...values })
    .onConflict((conflict) => conflict.columns(['proposal_id', 'due_diligence_id']).doUpdateSet(values))
    .execute();
}

export async function detachDueDiligence(db: Db, proposalId: number, dueDiligenceId: number): Promise<void> {
  await db.deleteFrom('proposal_due_diligences').where('proposal_id', '=', proposalId).where('due_diligence_id', '=', dueDiligenceId).execute();
}

export async function replaceRisks(
  db: Db,
  proposalId: number,
  risks: readonly {
    title: string;
    description: string;
    category: string;
    likelihood: number;
    impact: number;
    response_strategy: string;
    mitigation: string;
    owner: string;
    isMaterialized: boolean;
  }[],
): Promise<void> {
  await db.deleteFrom('proposal_risks').where('proposal_id', '=', proposalId).execute();
  if (!risks.length) return;
  await db
    .insertInto('proposal_risks')
    .values(
      risks.map(({ isMaterialized, ...risk }) => ({ ...risk, proposal_id: proposalId, is_materialized: isMaterialized ? 1 : 0 })),
    )
    .execute();
}

export async function insertDocument(
  db: Db,
  values: { proposalId: number; title: string; fileName: string; storedName: string; mimeType: string; size: number },
): Promise<number> {
  const row = await db
    .insertInto('proposal_documents')
    .values({
      proposal_id: values.proposalId,
      title: values.title,
      file_name: values.fileName,
      stored_name: values.storedName,
      mime_type: values.mimeType,
      size: values.size,
      uploaded_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findDocument(db: Db, proposalId: number, documentId: number) {
  return db.selectFrom('proposal_documents').selectAll().where('proposal_id', '=', proposalId).where('id', '=', documentId).executeTakeFirst();
}

export async function deleteDocument(db: Db, documentId: number): Promise<void> {
  await db.deleteFrom('proposal_documents').where('id', '=', documentId).execute();
}

/** The partner user who writes a reply: the name and email the comment keeps as written. */
export function partnerUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function insertReply(
  db: Db,
  values: { proposalId: number; donorId: number; grantId: number; pageId: number; content: string; name: string; email: string },
): Promise<number> {
  const row = await db
    .insertInto('negotiation_comments')
    .values({
      proposal_id: values.proposalId,
      donor_id: values.donorId,
      grant_id: values.grantId,
      page_id: values.pageId,
      content: values.content,
      // The organisation sets no priority: its replies are normal.
      type: CommentType.Normal,
      by_ngo_user: 1,
      created_by: null,
      ngo_user_name: values.name,
      ngo_user_email: values.email,
      created_at: nowIso(),
      updated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
