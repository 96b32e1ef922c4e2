import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { proposalStatusToWire } from '#contract/enums';
import type { PROPOSAL_SORT_COLUMNS } from '#contract/proposals';
import type { PagingQuery } from '#contract/paging';
import { nowIso } from '../../db/database';
import { listVariant, pageWithTotal, preparedQuery } from '../../db/prepared-query';
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

/** One proposal, compiled once (docs/decisions/180-api-throughput.md): every read of a proposal or of its pages starts here. */
const proposalById = preparedQuery((db: Db, values: { donorId: number; id: number }) => proposalsOf(db, values.donorId).where('proposals.id', '=', values.id));

export async function findProposal(db: Db, donorId: number, id: number): Promise<ProposalRow | undefined> {
  const [row] = await proposalById(db, { donorId, id });
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
      ...(search
        ? [
            eb.or([
              eb(eb.fn('lower', ['proposals.title']), 'like', values.pattern as string),
              eb(eb.fn('lower', ['proposals.code']), 'like', values.pattern as string),
              eb(eb.fn('lower', ['ngos.name']), 'like', values.pattern as string),
            ]),
          ]
        : []),
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
 * The page with the filter's total count beside each row (a subquery the database runs once): one round trip instead
 * of two, compiled once per shape (docs/decisions/180-api-throughput.md).
 */
const proposalPage = preparedQuery((db: Db, values: PageValues, shape: PageShape) => {
  const [, , , , orderBy, direction] = shape.split('|') as [string, string, string, string, ProposalListFilter['order_by'], 'asc' | 'desc'];
  return proposalsOf(db, values.donorId)
    .select(countOfProposals(db, values, shape).as('total'))
    .where(matches(values, shape))
    .orderBy(SORT_COLUMN[orderBy], direction)
    .orderBy('proposals.id', direction)
    .limit(values.rows)
    .offset(values.offset);
});

const proposalCount = preparedQuery((db: Db, values: PageValues, shape: PageShape) => countOfProposals(db, values, shape));

export async function pageProposals(db: Db, donorId: number, filter: ProposalListFilter): Promise<{ total: number; rows: ProposalRow[] }> {
  const values: PageValues = {
    donorId,
    pattern: filter.search ? `%${filter.search.toLowerCase()}%` : null,
    status: filter.status ?? null,
    grantId: filter.grant_id ?? null,
    ngoId: filter.ngo_id ?? null,
    rows: filter.rows,
    offset: (filter.page - 1) * filter.rows,
  };
  const shape = listVariant({ search: Boolean(filter.search), status: filter.status !== undefined, grant: filter.grant_id !== undefined, ngo: filter.ngo_id !== undefined }, filter.order_by, filter.is_desc) as PageShape;
  const page = await pageWithTotal(await proposalPage(db, values, shape), values.offset, async () => (await proposalCount(db, values, shape))[0]?.total);
  return { total: page.total, rows: page.rows.map(normalise) };
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

/** One row of inChargeRows: a user in charge of one of the proposals (`proposal`) or of one of their grants (`grant`). */
type InChargeRow = {
  kind: string;
  /** The proposal's id, or the grant's. */
  owner_id: number;
  user_id: number;
  is_manager: number | null;
  name: string | null;
  /** The order within each list, as each list sorted on its own. */
  sort_number: number | string | null;
  sort_text: string | null;
};

/**
 * The users in charge of a page of proposals and of their grants in one query (UNION ALL) instead of two round
 * trips, compiled once per page length. The grants are those of the proposals (a subquery), so only the proposals'
 * ids are bound. Removed colleagues drop out of both lists (docs/decisions/018-removed-users.md).
 */
const inChargeRows = preparedQuery((db: Db, values: { ids: readonly number[] }) => {
  const ids = values.ids;
  const noText = sql<string | null>`null`;
  const noNumber = sql<number | null>`null`;
  // Managers first, then by name (then by id, so that two colleagues of the same name keep a fixed order).
  const ofProposals = db
    .selectFrom('proposal_users_in_charge')
    .innerJoin('users', 'users.id', 'proposal_users_in_charge.user_id')
    .select((eb) => [
      sql<string>`'proposal'`.as('kind'),
      'proposal_users_in_charge.proposal_id as owner_id',
      'proposal_users_in_charge.user_id',
      'proposal_users_in_charge.is_manager',
      'users.name',
      eb(sql.lit(1), '-', eb.ref('proposal_users_in_charge.is_manager')).as('sort_number'),
      'users.name as sort_text',
    ])
    .where('proposal_users_in_charge.proposal_id', 'in', ids)
    .where('users.deleted_at', 'is', null)
    .$castTo<InChargeRow>();
  // By user id, as the grant's users were always listed on a proposal.
  const ofGrants = db
    .selectFrom('grant_users_in_charge')
    .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
    .select([
      sql<string>`'grant'`.as('kind'),
      'grant_users_in_charge.grant_id as owner_id',
      'grant_users_in_charge.user_id',
      noNumber.as('is_manager'),
      noText.as('name'),
      'grant_users_in_charge.user_id as sort_number',
      noText.as('sort_text'),
    ])
    .where('grant_users_in_charge.grant_id', 'in', (eb) => eb.selectFrom('proposals').select('proposals.grant_id').where('proposals.id', 'in', ids))
    .where('users.deleted_at', 'is', null)
    .$castTo<InChargeRow>();
  return ofProposals.unionAll(ofGrants).orderBy('kind').orderBy('sort_number').orderBy('sort_text').orderBy('user_id');
});

export type UsersInChargeOfPage = {
  /** Per proposal, managers first, then by name. */
  proposalUsers: ProposalUserRow[];
  /** Per grant, by user id. */
  grantUsers: { grant_id: number; user_id: number }[];
};

/** The users in charge of each proposal and of each proposal's grant, for a page of proposals (all of the same funder). */
export async function usersInChargeOfPage(db: Db, proposalIds: readonly number[]): Promise<UsersInChargeOfPage> {
  const users: UsersInChargeOfPage = { proposalUsers: [], grantUsers: [] };
  if (!proposalIds.length) return users;
  for (const row of await inChargeRows(db, { ids: proposalIds })) {
    const ownerId = Number(row.owner_id);
    const userId = Number(row.user_id);
    if (row.kind === 'proposal') users.proposalUsers.push({ proposal_id: ownerId, user_id: userId, is_manager: Number(row.is_manager), name: row.name ?? '' });
    else users.grantUsers.push({ grant_id: ownerId, user_id: userId });
  }
  return users;
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
