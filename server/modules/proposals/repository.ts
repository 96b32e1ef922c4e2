import type { Expression, ExpressionBuilder, Kysely, SqlBool, Updateable } from 'kysely';
import { proposalStatusToWire } from '#contract/enums';
import type { PROPOSAL_SORT_COLUMNS } from '#contract/proposals';
import type { PagingQuery } from '#contract/paging';
import { nowIso, toCount } from '../../db/database';
import type { ProposalTable } from '../../db/proposals-schema';
import type { Database } from '../../db/schema';

/** The proposal header rows: the proposal with its grant, organisation, country, currency and project joined. */

type Db = Kysely<Database>;

const DRAFT = proposalStatusToWire('draft');

/**
 * A proposal reaches the funder when its organisation submits it: until then the draft is the organisation's own
 * (docs/decisions/199-drafts-are-the-organisations-own.md). Every staff read of proposals (lists, counts, scopes,
 * the dashboard) goes through this condition or `funderProposals`; the partner side reads its drafts without it.
 */
export function submittedToFunder(eb: ExpressionBuilder<Database, 'proposals'>): Expression<SqlBool> {
  return eb('proposals.status', '!=', DRAFT);
}

/** The funder's proposals as its staff see them: the base of every staff count and list. */
export function funderProposals(db: Db, donorId: number) {
  return db.selectFrom('proposals').where('proposals.donor_id', '=', donorId).where(submittedToFunder);
}

/**
 * A proposal's header (contract ProposalHeader, but its status) with its grant, organisation, country and currency
 * joined: what the proposal rows and the project rows (a project shows its proposal's header) select alike.
 */
export function proposalHeaders(db: Db) {
  return db
    .selectFrom('proposals')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .innerJoin('countries', 'countries.id', 'proposals.country_id')
    .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
    .leftJoin('countries as ngo_countries', 'ngo_countries.id', 'ngos.country_id')
    .select([
      'proposals.grant_id',
      'grants.title as grant_title',
      'proposals.title',
      'proposals.code',
      'proposals.ngo_id',
      'ngos.name as ngo_name',
      'ngos.shortcut as ngo_shortcut',
      'ngos.description as ngo_description',
      'ngos.country_id as ngo_country_id',
      'ngo_countries.name as ngo_country_name',
      'ngos.email as ngo_email',
      'ngos.phone as ngo_phone',
      'proposals.country_id',
      'countries.name as country_name',
      'proposals.currency_id',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
      'currencies.name as currency_name',
      'proposals.total_budget',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.agreement_file',
    ]);
}

/** A header row as selected, and the status (the proposal's or its project's) that goes with it. */
export type ProposalHeaderRow = Awaited<ReturnType<ReturnType<typeof proposalHeaders>['executeTakeFirstOrThrow']>> & { status: string };

function proposalsOf(db: Db, donorId: number) {
  return proposalHeaders(db)
    .leftJoin('projects', 'projects.proposal_id', 'proposals.id')
    .select([
      'proposals.id',
      'proposals.donor_id',
      'proposals.status',
      'proposals.agreement_file_name',
      'proposals.submitted_at',
      'proposals.created_at',
      'proposals.version',
      'projects.id as project_id',
      'grants.created_by as grant_author_id',
    ])
    .where('proposals.donor_id', '=', donorId)
    .where(submittedToFunder);
}

export type ProposalRow = Awaited<ReturnType<ReturnType<typeof proposalsOf>['executeTakeFirstOrThrow']>>;

function normalise(row: ProposalRow): ProposalRow {
  // PostgreSQL's double precision and SQLite's REAL both arrive as numbers; the cast guards a driver that sends text.
  return { ...row, total_budget: Number(row.total_budget) };
}

export async function findProposal(db: Db, donorId: number, id: number): Promise<ProposalRow | undefined> {
  const row = await proposalsOf(db, donorId).where('proposals.id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

const SORT_COLUMN = {
  created_at: 'proposals.created_at',
  title: 'proposals.title',
  code: 'proposals.code',
  total_budget: 'proposals.total_budget',
  start_date: 'proposals.start_date',
} as const;

export type ProposalListFilter = PagingQuery<(typeof PROPOSAL_SORT_COLUMNS)[number]> & {
  /** Wire spelling, as stored. */
  status?: string | undefined;
  grant_id?: number | undefined;
  ngo_id?: number | undefined;
};

type Filterable = ExpressionBuilder<Database, 'proposals' | 'ngos'>;

function matches(filter: ProposalListFilter) {
  const pattern = filter.search ? `%${filter.search.toLowerCase()}%` : null;
  return (eb: Filterable) =>
    eb.and([
      ...(pattern
        ? [
            eb.or([
              eb(eb.fn('lower', ['proposals.title']), 'like', pattern),
              eb(eb.fn('lower', ['proposals.code']), 'like', pattern),
              eb(eb.fn('lower', ['ngos.name']), 'like', pattern),
            ]),
          ]
        : []),
      ...(filter.status !== undefined ? [eb('proposals.status', '=', filter.status)] : []),
      ...(filter.grant_id !== undefined ? [eb('proposals.grant_id', '=', filter.grant_id)] : []),
      ...(filter.ngo_id !== undefined ? [eb('proposals.ngo_id', '=', filter.ngo_id)] : []),
    ]);
}

export async function pageProposals(db: Db, donorId: number, filter: ProposalListFilter): Promise<{ total: number; rows: ProposalRow[] }> {
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await proposalsOf(db, donorId)
    .where(matches(filter))
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('proposals.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const count = await funderProposals(db, donorId)
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(matches(filter))
    .executeTakeFirst();
  return { total: toCount(count?.total), rows: rows.map(normalise) };
}

export type ProposalUserRow = { proposal_id: number; user_id: number; is_manager: number; name: string };

/** Removed colleagues drop out of the lists (docs/decisions/018-removed-users.md). */
export function usersInChargeOfProposals(db: Db, proposalIds: readonly number[]): Promise<ProposalUserRow[]> {
  if (!proposalIds.length) return Promise.resolve([]);
  return db
    .selectFrom('proposal_users_in_charge')
    .innerJoin('users', 'users.id', 'proposal_users_in_charge.user_id')
    .select(['proposal_users_in_charge.proposal_id', 'proposal_users_in_charge.user_id', 'proposal_users_in_charge.is_manager', 'users.name'])
    .where('proposal_users_in_charge.proposal_id', 'in', proposalIds)
    .where('users.deleted_at', 'is', null)
    .orderBy('proposal_users_in_charge.is_manager', 'desc')
    .orderBy('users.name')
    .execute();
}

export function usersInChargeOfGrants(db: Db, grantIds: readonly number[]): Promise<{ grant_id: number; user_id: number }[]> {
  if (!grantIds.length) return Promise.resolve([]);
  return db
    .selectFrom('grant_users_in_charge')
    .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
    .select(['grant_users_in_charge.grant_id', 'grant_users_in_charge.user_id'])
    .where('grant_users_in_charge.grant_id', 'in', grantIds)
    .where('users.deleted_at', 'is', null)
    .orderBy('grant_users_in_charge.user_id')
    .execute();
}

export async function isGrantOfDonor(db: Db, donorId: number, grantId: number): Promise<boolean> {
  const row = await db.selectFrom('grants').select('id').where('id', '=', grantId).where('donor_id', '=', donorId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the proposal was written by that organisation (a partner's scope, server/platform/access.ts). */
export async function isProposalOfNgo(db: Db, ngoId: number, proposalId: number): Promise<boolean> {
  const row = await db.selectFrom('proposals').select('id').where('id', '=', proposalId).where('ngo_id', '=', ngoId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies a change and bumps the version, but only if the proposal is still at the version the change was decided
 * on: a concurrent writer that got there first makes this answer false (and the caller answers 412).
 */
export async function bumpProposal(
  db: Db,
  id: number,
  seenVersion: number,
  patch: Pick<Updateable<ProposalTable>, 'status' | 'agreement_file' | 'agreement_file_name'> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('proposals')
    .set((eb) => ({ ...patch, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceProposalUsers(db: Db, proposalId: number, users: readonly { userId: number; isManager: boolean }[]): Promise<void> {
  await db.deleteFrom('proposal_users_in_charge').where('proposal_id', '=', proposalId).execute();
  if (users.length) {
    await db
      .insertInto('proposal_users_in_charge')
      .values(users.map((user) => ({ proposal_id: proposalId, user_id: user.userId, is_manager: user.isManager ? 1 : 0 })))
      .execute();
  }
}
