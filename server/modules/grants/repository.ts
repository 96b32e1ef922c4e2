import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { GrantStatus } from '#contract/enums';
import type { GRANT_SORT_COLUMNS } from '#contract/grants';
import type { PagingQuery } from '#contract/paging';
import { nowIso, toCount } from '../../db/database';
import { jsonList, jsonOf } from '../../db/json-lists';
import { listVariant, pageWithTotal, preparedQuery } from '../../db/prepared-query';
import type { GrantTable } from '../../db/grants-schema';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';
import { submittedToFunder } from '../proposals/repository';

type Db = Kysely<Database>;

export type GrantRow = Omit<Selectable<GrantTable>, 'status'> & {
  stored_status: number;
  status: number;
  currency_name: string;
  currency_symbol: string;
  created_by_name: string;
  objectives_count: number;
  due_diligences_count: number;
  /** The grant's program links, by link id: [link id, program id, percent, program title]. */
  programs: ProgramTuple[];
  /** The grant's countries' ids, ascending. */
  countries: number[];
  /** Live colleagues in charge, managers first then by name: [user id, is manager (0 or 1), name]. */
  users_in_charge: UserTuple[];
  /** The proposals the funder sees on the grant (not drafts). */
  proposals_count: number;
};

export type ProgramTuple = [id: number, programId: number, percent: number, title: string];
export type UserTuple = [userId: number, isManager: number, name: string];

/** Same rule as grant-rules' effectiveStatus, in SQL, so lists filter and page on what readers see. */
function statusSeenOn(today: string): RawBuilder<number> {
  return sql<number>`case when grants.status = ${sql.lit(GrantStatus.Published)} and grants.deadline < ${today} then ${sql.lit(GrantStatus.Closed)} else grants.status end`;
}

function grantsOf(db: Db, donorId: number, today: string) {
  return db
    .selectFrom('grants')
    .innerJoin('currencies', 'currencies.id', 'grants.currency_id')
    .innerJoin('users', 'users.id', 'grants.created_by')
    .select([
      'grants.id',
      'grants.donor_id',
      'grants.title',
      'grants.status as stored_status',
      'grants.description',
      'grants.eligibility',
      'grants.currency_id',
      'grants.min_size',
      'grants.max_size',
      'grants.deadline',
      'grants.created_by',
      'grants.created_at',
      'grants.updated_at',
      'grants.version',
      'currencies.name as currency_name',
      'currencies.symbol as currency_symbol',
      'users.name as created_by_name',
    ])
    .select(statusSeenOn(today).as('status'))
    .select((eb) => [
      eb
        .selectFrom('grant_objectives')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('grant_objectives.grant_id', '=', 'grants.id')
        .as('objectives_count'),
      eb
        .selectFrom('grant_due_diligences')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('grant_due_diligences.grant_id', '=', 'grants.id')
        .as('due_diligences_count'),
    ])
    .select((eb) => {
      const { list, tuple } = jsonOf(db);
      return [
        eb
          .selectFrom('grant_programs')
          .innerJoin('programs', 'programs.id', 'grant_programs.program_id')
          .select(
            list(
              tuple([sql.ref('grant_programs.id'), sql.ref('grant_programs.program_id'), sql.ref('grant_programs.percent'), sql.ref('programs.title')]),
              sql`grant_programs.id`,
            ).as('list'),
          )
          .whereRef('grant_programs.grant_id', '=', 'grants.id')
          .as('programs'),
        eb
          .selectFrom('grant_countries')
          .select(list(sql.ref('grant_countries.country_id'), sql`grant_countries.country_id`).as('list'))
          .whereRef('grant_countries.grant_id', '=', 'grants.id')
          .as('countries'),
        // Removed colleagues drop out of the lists (docs/decisions/018-removed-users.md); managers first, then by name.
        eb
          .selectFrom('grant_users_in_charge')
          .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
          .select(
            list(
              tuple([sql.ref('grant_users_in_charge.user_id'), sql.ref('grant_users_in_charge.is_manager'), sql.ref('users.name')]),
              sql`grant_users_in_charge.is_manager desc, users.name`,
            ).as('list'),
          )
          .whereRef('grant_users_in_charge.grant_id', '=', 'grants.id')
          .where('users.deleted_at', 'is', null)
          .as('users_in_charge'),
        eb
          .selectFrom('proposals')
          .select((sub) => sub.fn.countAll<string | number>().as('n'))
          .whereRef('proposals.grant_id', '=', 'grants.id')
          .where(submittedToFunder)
          .as('proposals_count'),
      ];
    })
    .where('grants.donor_id', '=', donorId);
}

type RawGrantRow = Omit<
  GrantRow,
  'objectives_count' | 'due_diligences_count' | 'status' | 'min_size' | 'max_size' | 'programs' | 'countries' | 'users_in_charge' | 'proposals_count'
> & {
  status: number | string;
  min_size: number | string;
  max_size: number | string;
  objectives_count: string | number | null;
  due_diligences_count: string | number | null;
  programs: unknown;
  countries: unknown;
  users_in_charge: unknown;
  proposals_count: string | number | null;
};

function normalise(row: RawGrantRow): GrantRow {
  return {
    ...row,
    status: Number(row.status),
    min_size: Number(row.min_size),
    max_size: Number(row.max_size),
    objectives_count: toCount(row.objectives_count),
    due_diligences_count: toCount(row.due_diligences_count),
    programs: jsonList<ProgramTuple>(row.programs),
    countries: jsonList<number>(row.countries),
    users_in_charge: jsonList<UserTuple>(row.users_in_charge),
    proposals_count: toCount(row.proposals_count),
  };
}

export async function findGrant(db: Db, donorId: number, id: number, today: string): Promise<GrantRow | undefined> {
  const row = await grantsOf(db, donorId, today).where('grants.id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

const SORT_COLUMN = {
  created_at: 'grants.created_at',
  title: 'grants.title',
  deadline: 'grants.deadline',
  max_size: 'grants.max_size',
} as const;

export type GrantListFilter = PagingQuery<(typeof GRANT_SORT_COLUMNS)[number]> & { status?: number | undefined };

type PageValues = { donorId: number; today: string; pattern: string | null; status: number | null; rows: number; offset: number };
/** What changes the page's SQL: whether it searches, whether it filters by status, the sort column and direction. */
type PageShape = `${'search' | ''}|${'status' | ''}|${GrantListFilter['order_by']}|${'asc' | 'desc'}`;

/** The grants the filter keeps (the page and its total count the same ones). */
function filtered<Query extends { where: (expression: (eb: ExpressionBuilder<Database, 'grants'>) => Expression<SqlBool>) => Query }>(
  query: Query,
  values: PageValues,
  shape: PageShape,
): Query {
  const [search, status] = shape.split('|');
  let narrowed = query;
  if (search) {
    const pattern = values.pattern as string;
    narrowed = narrowed.where((eb) => matchesSearch(eb, ['grants.title', 'grants.description'], pattern));
  }
  if (status) narrowed = narrowed.where((eb) => eb(statusSeenOn(values.today), '=', values.status as number));
  return narrowed;
}

function countOfGrants(db: Db, values: PageValues, shape: PageShape) {
  return filtered(db.selectFrom('grants').select((eb) => eb.fn.countAll<string | number>().as('total')).where('grants.donor_id', '=', values.donorId), values, shape);
}

/**
 * The page with the total count of the filter beside each row (a subquery the database runs once) and each grant's
 * programs, countries, users in charge and proposal count (grantsOf), in one round trip: on PostgreSQL every query is
 * a trip over the socket, and they were most of a list call's time (docs/decisions/180-api-throughput.md, fifth pass).
 */
const grantPage = preparedQuery((db: Db, values: PageValues, shape: PageShape) => {
  const [, , orderBy, direction] = shape.split('|') as [string, string, GrantListFilter['order_by'], 'asc' | 'desc'];
  let page = filtered(grantsOf(db, values.donorId, values.today), values, shape).select(countOfGrants(db, values, shape).as('total'));
  // Drafts have no deadline; they sort last either way on both dialects (their NULL ordering differs).
  if (orderBy === 'deadline') page = page.orderBy(sql`case when grants.deadline is null then 1 else 0 end`);
  return page.orderBy(SORT_COLUMN[orderBy], direction).orderBy('grants.id', direction).limit(values.rows).offset(values.offset);
});

const grantCount = preparedQuery((db: Db, values: PageValues, shape: PageShape) => countOfGrants(db, values, shape));

export async function pageGrants(db: Db, donorId: number, today: string, query: GrantListFilter): Promise<{ total: number; rows: GrantRow[] }> {
  const values: PageValues = {
    donorId,
    today,
    pattern: query.search ? searchPattern(query.search) : null,
    status: query.status ?? null,
    rows: query.rows,
    offset: (query.page - 1) * query.rows,
  };
  const shape = listVariant({ search: Boolean(query.search), status: query.status !== undefined }, query.order_by, query.is_desc) as PageShape;
  const page = await pageWithTotal(await grantPage(db, values, shape), values.offset, async () => (await grantCount(db, values, shape))[0]?.total);
  return { total: page.total, rows: page.rows.map(normalise) };
}

export type GrantProgramRow = { id: number; grant_id: number; program_id: number; percent: number; title: string };

export async function programsOfGrants(db: Db, grantIds: readonly number[]): Promise<GrantProgramRow[]> {
  if (!grantIds.length) return [];
  const rows = await db
    .selectFrom('grant_programs')
    .innerJoin('programs', 'programs.id', 'grant_programs.program_id')
    .select(['grant_programs.id', 'grant_programs.grant_id', 'grant_programs.program_id', 'grant_programs.percent', 'programs.title'])
    .where('grant_programs.grant_id', 'in', grantIds)
    .orderBy('grant_programs.id')
    .execute();
  return rows.map((row) => ({ ...row, percent: Number(row.percent) }));
}

export function countriesOfGrants(db: Db, grantIds: readonly number[]): Promise<{ grant_id: number; country_id: number }[]> {
  if (!grantIds.length) return Promise.resolve([]);
  return db.selectFrom('grant_countries').selectAll().where('grant_id', 'in', grantIds).orderBy('country_id').execute();
}

export type UserInChargeRow = { grant_id: number; user_id: number; is_manager: number; name: string };

/** Removed colleagues drop out of the lists (docs/decisions/018-removed-users.md). */
export function usersInChargeOfGrants(db: Db, grantIds: readonly number[]): Promise<UserInChargeRow[]> {
  if (!grantIds.length) return Promise.resolve([]);
  return db
    .selectFrom('grant_users_in_charge')
    .innerJoin('users', 'users.id', 'grant_users_in_charge.user_id')
    .select(['grant_users_in_charge.grant_id', 'grant_users_in_charge.user_id', 'grant_users_in_charge.is_manager', 'users.name'])
    .where('grant_users_in_charge.grant_id', 'in', grantIds)
    .where('users.deleted_at', 'is', null)
    .orderBy('grant_users_in_charge.is_manager', 'desc')
    .orderBy('users.name')
    .execute();
}

export async function isUserInCharge(db: Db, grantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('grant_users_in_charge')
    .select('user_id')
    .where('grant_id', '=', grantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every proposal on the grant, drafts included: a grant with any may not be deleted (they would go with it, an
 * organisation's draft too; docs/decisions/199-drafts-are-the-organisations-own.md).
 */
export async function countProposalsOfGrant(db: Db, grantId: number): Promise<number> {
  const row = await db
    .selectFrom('proposals')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('proposals.grant_id', '=', grantId)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** The proposals the funder sees on each of a page of grants (not drafts); a grant without any is absent from the map. */
export async function proposalCountsOfGrants(db: Db, grantIds: readonly number[]): Promise<Map<number, number>> {
  if (!grantIds.length) return new Map();
  const rows = await db
    .selectFrom('proposals')
    .select((eb) => ['proposals.grant_id', eb.fn.countAll<string | number>().as('n')])
    .where('proposals.grant_id', 'in', grantIds)
    .where(submittedToFunder)
    .groupBy('proposals.grant_id')
    .execute();
  return new Map(rows.map((row) => [row.grant_id, toCount(row.n)]));
}

export type NewGrant = {
  donor_id: number;
  title: string;
  description: string | null;
  eligibility: string | null;
  currency_id: number;
  min_size: number;
  max_size: number;
  created_by: number;
};

export async function insertGrant(db: Db, values: NewGrant): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('grants')
    .values({ ...values, status: GrantStatus.Draft, deadline: null, created_at: now, updated_at: now, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Applies a change and bumps the version, but only if the grant is still at the version the change was decided on:
 * a concurrent writer that got there first makes this answer false (and the caller answers 412).
 */
export async function bumpGrant(
  db: Db,
  id: number,
  seenVersion: number,
  patch: Omit<Updateable<GrantTable>, 'id' | 'version' | 'donor_id' | 'created_by' | 'created_at' | 'updated_at'> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('grants')
    .set((eb) => ({ ...patch, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteGrant(db: Db, id: number): Promise<void> {
  await db.deleteFrom('grants').where('id', '=', id).execute();
}

export async function replacePrograms(db: Db, grantId: number, programs: readonly { programId: number; percent: number }[]): Promise<void> {
  await db.deleteFrom('grant_programs').where('grant_id', '=', grantId).execute();
  if (programs.length) {
    await db
      .insertInto('grant_programs')
      .values(programs.map((program) => ({ grant_id: grantId, program_id: program.programId, percent: program.percent })))
      .execute();
  }
}

export async function replaceCountries(db: Db, grantId: number, countryIds: readonly number[]): Promise<void> {
  await db.deleteFrom('grant_countries').where('grant_id', '=', grantId).execute();
  const unique = [...new Set(countryIds)];
  if (unique.length)
    await db
      .insertInto('grant_countries')
      .values(unique.map((country_id) => ({ grant_id: grantId, country_id })))
      .execute();
}

export async function replaceUsersInCharge(db: Db, grantId: number, users: readonly { userId: number; isManager: boolean }[]): Promise<void> {
  await db.deleteFrom('grant_users_in_charge').where('grant_id', '=', grantId).execute();
  if (users.length) {
    await db
      .insertInto('grant_users_in_charge')
      .values(users.map((user) => ({ grant_id: grantId, user_id: user.userId, is_manager: user.isManager ? 1 : 0 })))
      .execute();
  }
}

export async function programIdsOfDonor(db: Db, donorId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('programs').select('id').where('donor_id', '=', donorId).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function existingCountryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('countries').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function currencySymbol(db: Db, id: number): Promise<string | null> {
  return (await db.selectFrom('currencies').select('symbol').where('id', '=', id).executeTakeFirst())?.symbol ?? null;
}

export async function currencyExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Colleagues who can be put in charge: live, active, of the same funder. */
export async function activeUserIdsOfDonor(db: Db, donorId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('donor_id', '=', donorId)
    .where('id', 'in', ids)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
