import type { ExpressionBuilder, Kysely } from 'kysely';
import type { NGO_SORT_COLUMNS } from '#contract/ngos';
import type { PagingQuery } from '#contract/paging';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';
import { submittedToFunder } from '../proposals/repository';

/**
 * Organisations are shared by every funder; each funder sees those that applied to its grants, with its own counts
 * (docs/decisions/122-organisations-scope.md). Scope and counts are both subqueries on the funder's proposals.
 */

type Db = Kysely<Database>;

/**
 * Applied to one of the funder's grants (a submitted proposal: a draft is not an application yet,
 * docs/decisions/199-drafts-are-the-organisations-own.md), or invited by the funder
 * (docs/decisions/193-invited-organisations-are-visible.md).
 */
function appliedTo(donorId: number) {
  return (eb: ExpressionBuilder<Database, 'ngos'>) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('proposals')
          .select('proposals.id')
          .whereRef('proposals.ngo_id', '=', 'ngos.id')
          .where('proposals.donor_id', '=', donorId)
          .where(submittedToFunder),
      ),
      eb('ngos.invited_by_donor_id', '=', donorId),
    ]);
}

function ngosOf(db: Db, donorId: number) {
  return db
    .selectFrom('ngos')
    .leftJoin('countries', 'countries.id', 'ngos.country_id')
    .select([
      'ngos.id',
      'ngos.name',
      'ngos.shortcut',
      'ngos.description',
      'ngos.country_id',
      'countries.name as country_name',
      'ngos.email',
      'ngos.phone',
      'ngos.website',
      'ngos.created_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('proposals')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('proposals.ngo_id', '=', 'ngos.id')
        .where('proposals.donor_id', '=', donorId)
        .where(submittedToFunder)
        .as('proposals_count'),
      eb
        .selectFrom('projects')
        .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('proposals.ngo_id', '=', 'ngos.id')
        .where('projects.donor_id', '=', donorId)
        .as('projects_count'),
    ])
    .where(appliedTo(donorId));
}

type RawNgoRow = Awaited<ReturnType<ReturnType<typeof ngosOf>['executeTakeFirstOrThrow']>>;
export type NgoRow = Omit<RawNgoRow, 'proposals_count' | 'projects_count'> & { proposals_count: number; projects_count: number };

function withCounts(row: RawNgoRow): NgoRow {
  return { ...row, proposals_count: toCount(row.proposals_count), projects_count: toCount(row.projects_count) };
}

export async function findNgo(db: Db, donorId: number, id: number): Promise<NgoRow | undefined> {
  const row = await ngosOf(db, donorId).where('ngos.id', '=', id).executeTakeFirst();
  return row ? withCounts(row) : undefined;
}

export type NgoListFilter = PagingQuery<(typeof NGO_SORT_COLUMNS)[number]> & { country_id?: number | undefined };

function matches(filter: NgoListFilter) {
  const pattern = filter.search ? searchPattern(filter.search) : null;
  return (eb: ExpressionBuilder<Database, 'ngos'>) =>
    eb.and([
      ...(pattern ? [matchesSearch(eb, ['ngos.name', 'ngos.shortcut', 'ngos.email'], pattern)] : []),
      ...(filter.country_id !== undefined ? [eb('ngos.country_id', '=', filter.country_id)] : []),
    ]);
}

const SORT_COLUMN = { created_at: 'ngos.created_at', name: 'ngos.name', proposals_count: 'proposals_count' } as const;

export async function pageNgos(db: Db, donorId: number, filter: NgoListFilter): Promise<{ total: number; rows: NgoRow[] }> {
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await ngosOf(db, donorId)
    .where(matches(filter))
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('ngos.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const count = await db
    .selectFrom('ngos')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(appliedTo(donorId))
    .where(matches(filter))
    .executeTakeFirst();
  return { total: toCount(count?.total), rows: rows.map(withCounts) };
}

export function contactsOfNgo(db: Db, ngoId: number) {
  return db.selectFrom('ngo_contacts').select(['id', 'name', 'position', 'email', 'phone']).where('ngo_id', '=', ngoId).orderBy('id').execute();
}

export function dueDiligencesOfNgo(db: Db, ngoId: number) {
  return db
    .selectFrom('ngo_due_diligences')
    .select(['id', 'name', 'file_name', 'stored_name', 'issued_on', 'expires_on', 'due_diligence_type_id'])
    .where('ngo_id', '=', ngoId)
    .orderBy('id')
    .execute();
}
