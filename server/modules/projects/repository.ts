import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { PROJECT_SORT_COLUMNS } from '#contract/projects';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import { proposalHeaders } from '../proposals/repository';

/**
 * Project rows: the project with its proposal's header (title, code, organisation, country, currency, budget,
 * period, agreement: proposalHeaders) joined, and its progress: the percent of its installments already transferred.
 */

type Db = Kysely<Database>;

function projectsOf(db: Db, donorId: number) {
  return proposalHeaders(db)
    .innerJoin('projects', 'projects.proposal_id', 'proposals.id')
    .select(['projects.id', 'projects.proposal_id', 'projects.status', 'projects.created_at', 'projects.version'])
    .select((eb) =>
      eb
        .selectFrom('expenditure_batches')
        .select(sql<number | string>`coalesce(sum(expenditure_batches.percent), 0)`.as('transferred'))
        .whereRef('expenditure_batches.project_id', '=', 'projects.id')
        .where('expenditure_batches.transfer_status', '=', TransferStatus.Transferred)
        .as('progress'),
    )
    .where('projects.donor_id', '=', donorId);
}

type RawProjectRow = Awaited<ReturnType<ReturnType<typeof projectsOf>['executeTakeFirstOrThrow']>>;
export type ProjectRow = Omit<RawProjectRow, 'progress' | 'total_budget'> & { progress: number; total_budget: number };

function normalise(row: RawProjectRow): ProjectRow {
  // PostgreSQL answers sums of double precision as numbers and counts as text; both arrive as numbers here.
  return { ...row, total_budget: Number(row.total_budget), progress: Math.round(Number(row.progress ?? 0) * 100) / 100 };
}

export async function findProject(db: Db, donorId: number, id: number): Promise<ProjectRow | undefined> {
  const row = await projectsOf(db, donorId).where('projects.id', '=', id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export type ProjectListFilter = PagingQuery<(typeof PROJECT_SORT_COLUMNS)[number]> & {
  /** Wire spelling, as stored. */
  status?: string | undefined;
  ngo_id?: number | undefined;
  grant_id?: number | undefined;
};

function matches(filter: ProjectListFilter) {
  const pattern = filter.search ? `%${filter.search.toLowerCase()}%` : null;
  return (eb: ExpressionBuilder<Database, 'projects' | 'proposals' | 'ngos'>) =>
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
      ...(filter.status !== undefined ? [eb('projects.status', '=', filter.status)] : []),
      ...(filter.ngo_id !== undefined ? [eb('proposals.ngo_id', '=', filter.ngo_id)] : []),
      ...(filter.grant_id !== undefined ? [eb('proposals.grant_id', '=', filter.grant_id)] : []),
    ]);
}

const SORT_COLUMN = {
  created_at: 'projects.created_at',
  title: 'proposals.title',
  code: 'proposals.code',
  total_budget: 'proposals.total_budget',
  start_date: 'proposals.start_date',
} as const;

export async function pageProjects(db: Db, donorId: number, filter: ProjectListFilter): Promise<{ total: number; rows: ProjectRow[] }> {
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await projectsOf(db, donorId)
    .where(matches(filter))
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('projects.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const count = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('projects.donor_id', '=', donorId)
    .where(matches(filter))
    .executeTakeFirst();
  return { total: toCount(count?.total), rows: rows.map(normalise) };
}

/** Whether the project is one the organisation runs (its proposal's organisation). */
export async function isProjectOfNgo(db: Db, ngoId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select('projects.id')
    .where('projects.id', '=', id)
    .where('proposals.ngo_id', '=', ngoId)
    .executeTakeFirst();
  return row !== undefined;
}
