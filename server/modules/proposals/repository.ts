import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { proposalStatusToWire } from '#contract/enums';
import type { PROPOSAL_SORT_COLUMNS } from '#contract/proposals';
import type { PagingQuery } from '#contract/paging';
import { nowIso } from '../../db/database';
import { jsonList, jsonOf } from '../../db/json-lists';
import { listVariant, pageWithTotal, preparedQuery } from '../../db/prepared-query';
import type { ProposalTable } from '../../db/proposals-schema';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';

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

/** A live colleague in charge of a proposal: [user id, is manager (0 or 1), name]. */
export type ProposalUserTuple = [userId: number, isManager: number, name: string];

/** A proposal with the colleagues in charge of it and of its grant: what the lists and a proposal's page show. */
export type ProposalWithUsersRow = ProposalRow & {
  /** Managers first, then by name, then by id (two colleagues of one name keep a fixed order). */
  users_in_charge: ProposalUserTuple[];
  /** The grant's users in charge, by user id. */
  grant_users_in_charge: number[];
};

/**
 * proposalsOf with both lists of users in charge read in the same row, as JSON lists (server/db/json-lists.ts), so a
 * page of proposals is one query besides the token check (docs/decisions/180-api-throughput.md, seventh pass).
 * Removed colleagues drop out of both lists (docs/decisions/018-removed-users.md).
 */
function proposalsWithUsersOf(db: Db, donorId: number) {
  const { list, tuple } = jsonOf(db);
  return proposalsOf(db, donorId).select((eb) => [
    eb
      .selectFrom('proposal_users_in_charge')
      .innerJoin('users', 'users.id', 'proposal_users_in_charge.user_id')
      .select(
        list(
          tuple([sql.ref('proposal_users_in_charge.user_id'), sql.ref('proposal_users_in_charge.is_manager'), sql.ref('users.name')]),
          sql`proposal_users_in_charge.is_manager desc, users.name, proposal_users_in_charge.user_id`,
        ).as('list'),
      )
      .whereRef('proposal_users_in_charge.proposal_id', '=', 'proposals.id')
      .where('users.deleted_at', 'is', null)
      .as('users_in_charge'),
    eb
      .selectFrom('grant_users_in_charge')
      .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
      .select(list(sql.ref('grant_users_in_charge.user_id'), sql`grant_users_in_charge.user_id`).as('list'))
      .whereRef('grant_users_in_charge.grant_id', '=', 'proposals.grant_id')
      .where('users.deleted_at', 'is', null)
      .as('grant_users_in_charge'),
  ]);
}

function normalise(row: ProposalRow): ProposalRow {
  // PostgreSQL's double precision and SQLite's REAL both arrive as numbers; the cast guards a driver that sends text.
  return { ...row, total_budget: Number(row.total_budget) };
}

function normaliseWithUsers(row: ProposalRow & { users_in_charge: unknown; grant_users_in_charge: unknown }): ProposalWithUsersRow {
  return {
    ...normalise(row),
    users_in_charge: jsonList<ProposalUserTuple>(row.users_in_charge),
    grant_users_in_charge: jsonList<number>(row.grant_users_in_charge),
  };
}

/** One proposal, compiled once (docs/decisions/180-api-throughput.md): every check that a proposal is the funder's starts here. */
const proposalById = preparedQuery((db: Db, values: { donorId: number; id: number }) => proposalsOf(db, values.donorId).where('proposals.id', '=', values.id));

export async function findProposal(db: Db, donorId: number, id: number): Promise<ProposalRow | undefined> {
  const [row] = await proposalById(db, { donorId, id });
  return row ? normalise(row) : undefined;
}

const proposalWithUsersById = preparedQuery((db: Db, values: { donorId: number; id: number }) =>
  proposalsWithUsersOf(db, values.donorId).where('proposals.id', '=', values.id),
);

/** One proposal with its users in charge and its grant's, as a proposal's page shows it. */
export async function findProposalWithUsers(db: Db, donorId: number, id: number): Promise<ProposalWithUsersRow | undefined> {
  const [row] = await proposalWithUsersById(db, { donorId, id });
  return row ? normaliseWithUsers(row) : undefined;
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

type PageValues = {
  donorId: number;
  pattern: string | null;
  status: string | null;
  grantId: number | null;
  ngoId: number | null;
  rows: number;
  offset: number;
};
/** What changes the page's SQL: which filters apply, the sort column and the direction (never a value). */
type PageShape = `${'search' | ''}|${'status' | ''}|${'grant' | ''}|${'ngo' | ''}|${ProposalListFilter['order_by']}|${'asc' | 'desc'}`;

function matches(values: PageValues, shape: PageShape) {
  const [search, status, grant, ngo] = shape.split('|');
  return (eb: ExpressionBuilder<Database, 'proposals' | 'ngos'>) =>
    eb.and([
      ...(search ? [matchesSearch(eb, ['proposals.title', 'proposals.code', 'ngos.name'], values.pattern as string)] : []),
      ...(status ? [eb('proposals.status', '=', values.status as string)] : []),
      ...(grant ? [eb('proposals.grant_id', '=', values.grantId as number)] : []),
      ...(ngo ? [eb('proposals.ngo_id', '=', values.ngoId as number)] : []),
    ]);
}

function countOfProposals(db: Db, values: PageValues, shape: PageShape) {
  return funderProposals(db, values.donorId)
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(matches(values, shape));
}

/**
 * The page with the filter's total count beside each row (a subquery the database runs once) and each proposal's users
 * in charge (proposalsWithUsersOf): one round trip, compiled once per shape (docs/decisions/180-api-throughput.md).
 */
const proposalPage = preparedQuery((db: Db, values: PageValues, shape: PageShape) => {
  const [, , , , orderBy, direction] = shape.split('|') as [string, string, string, string, ProposalListFilter['order_by'], 'asc' | 'desc'];
  return proposalsWithUsersOf(db, values.donorId)
    .select(countOfProposals(db, values, shape).as('total'))
    .where(matches(values, shape))
    .orderBy(SORT_COLUMN[orderBy], direction)
    .orderBy('proposals.id', direction)
    .limit(values.rows)
    .offset(values.offset);
});

const proposalCount = preparedQuery((db: Db, values: PageValues, shape: PageShape) => countOfProposals(db, values, shape));

export async function pageProposals(db: Db, donorId: number, filter: ProposalListFilter): Promise<{ total: number; rows: ProposalWithUsersRow[] }> {
  const values: PageValues = {
    donorId,
    pattern: filter.search ? searchPattern(filter.search) : null,
    status: filter.status ?? null,
    grantId: filter.grant_id ?? null,
    ngoId: filter.ngo_id ?? null,
    rows: filter.rows,
    offset: (filter.page - 1) * filter.rows,
  };
  const shape = listVariant({ search: Boolean(filter.search), status: filter.status !== undefined, grant: filter.grant_id !== undefined, ngo: filter.ngo_id !== undefined }, filter.order_by, filter.is_desc) as PageShape;
  const page = await pageWithTotal(await proposalPage(db, values, shape), values.offset, async () => (await proposalCount(db, values, shape))[0]?.total);
  return { total: page.total, rows: page.rows.map(normaliseWithUsers) };
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
