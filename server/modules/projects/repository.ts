import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { PROJECT_SORT_COLUMNS } from '#contract/projects';
import { listVariant, pageWithTotal, preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';
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

type PageValues = {
  donorId: number;
  pattern: string | null;
  status: string | null;
  ngoId: number | null;
  grantId: number | null;
  rows: number;
  offset: number;
};
/** What changes the page's SQL: which filters apply, the sort column and the direction (never a value). */
type PageShape = `${'search' | ''}|${'status' | ''}|${'ngo' | ''}|${'grant' | ''}|${ProjectListFilter['order_by']}|${'asc' | 'desc'}`;

function matches(values: PageValues, shape: PageShape) {
  const [search, status, ngo, grant] = shape.split('|');
  return (eb: ExpressionBuilder<Database, 'projects' | 'proposals' | 'ngos'>) =>
    eb.and([
      ...(search ? [matchesSearch(eb, ['proposals.title', 'proposals.code', 'ngos.name'], values.pattern as string)] : []),
      ...(status ? [eb('projects.status', '=', values.status as string)] : []),
      ...(ngo ? [eb('proposals.ngo_id', '=', values.ngoId as number)] : []),
      ...(grant ? [eb('proposals.grant_id', '=', values.grantId as number)] : []),
    ]);
}

const SORT_COLUMN = {
  created_at: 'projects.created_at',
  title: 'proposals.title',
  code: 'proposals.code',
  total_budget: 'proposals.total_budget',
  start_date: 'proposals.start_date',
} as const;

function countOfProjects(db: Db, values: PageValues, shape: PageShape) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('projects.donor_id', '=', values.donorId)
    .where(matches(values, shape));
}

/** The page with the filter's total count beside each row (a subquery run once): one round trip, compiled once. */
const projectPage = preparedQuery((db: Db, values: PageValues, shape: PageShape) => {
  const [, , , , orderBy, direction] = shape.split('|') as [string, string, string, string, ProjectListFilter['order_by'], 'asc' | 'desc'];
  return projectsOf(db, values.donorId)
    .select(countOfProjects(db, values, shape).as('total'))
    .where(matches(values, shape))
    .orderBy(SORT_COLUMN[orderBy], direction)
    .orderBy('projects.id', direction)
    .limit(values.rows)
    .offset(values.offset);
});

const projectCount = preparedQuery((db: Db, values: PageValues, shape: PageShape) => countOfProjects(db, values, shape));

export async function pageProjects(db: Db, donorId: number, filter: ProjectListFilter): Promise<{ total: number; rows: ProjectRow[] }> {
  const values: PageValues = {
    donorId,
    pattern: filter.search ? searchPattern(filter.search) : null,
    status: filter.status ?? null,
    ngoId: filter.ngo_id ?? null,
    grantId: filter.grant_id ?? null,
    rows: filter.rows,
    offset: (filter.page - 1) * filter.rows,
  };
  const shape = listVariant({ search: Boolean(filter.search), status: filter.status !== undefined, ngo: filter.ngo_id !== undefined, grant: filter.grant_id !== undefined }, filter.order_by, filter.is_desc) as PageShape;
  const page = await pageWithTotal(await projectPage(db, values, shape), values.offset, async () => (await projectCount(db, values, shape))[0]?.total);
  return { total: page.total, rows: page.rows.map(normalise) };
}
