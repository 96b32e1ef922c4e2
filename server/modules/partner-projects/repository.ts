import type { Kysely } from 'kysely';
import { TransferStatus } from '#contract/enums';
import type { PagingQuery } from '#contract/paging';
import type { PARTNER_PROJECT_SORT_COLUMNS } from '#contract/partner-projects';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';

/** The organisation's projects: each with its proposal's header and its installments counted. Scoped by proposals.ngo_id. */

type Db = Kysely<Database>;

function partnerProjectRows(db: Db, ngoId: number) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('donors', 'donors.id', 'projects.donor_id')
    .innerJoin('currencies', 'currencies.id', 'proposals.currency_id')
    .select([
      'projects.id',
      'projects.proposal_id',
      'projects.status',
      'projects.created_at',
      'proposals.title',
      'proposals.code',
      'proposals.start_date',
      'proposals.end_date',
      'proposals.total_budget',
      'donors.name as donor_name',
      'grants.title as grant_title',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
    ])
    .select((eb) => [
      eb
        .selectFrom('expenditure_batches')
        .select((inner) => inner.fn.countAll<string | number>().as('total'))
        .whereRef('expenditure_batches.proposal_id', '=', 'proposals.id')
        .as('installments_total'),
      eb
        .selectFrom('expenditure_batches')
        .select((inner) => inner.fn.countAll<string | number>().as('transferred'))
        .whereRef('expenditure_batches.proposal_id', '=', 'proposals.id')
        .where('expenditure_batches.transfer_status', '=', TransferStatus.Transferred)
        .as('installments_transferred'),
    ])
    .where('proposals.ngo_id', '=', ngoId);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof partnerProjectRows>['executeTakeFirstOrThrow']>>;
export type PartnerProjectRow = Omit<RawRow, 'total_budget' | 'installments_total' | 'installments_transferred'> & {
  total_budget: number;
  installments_total: number;
  installments_transferred: number;
};

function normalise(row: RawRow): PartnerProjectRow {
  // PostgreSQL answers counts as text and numerics as strings; both arrive as numbers here.
  return {
    ...row,
    total_budget: Number(row.total_budget),
    installments_total: toCount(row.installments_total),
    installments_transferred: toCount(row.installments_transferred),
  };
}

const SORT_COLUMN = {
  created_at: 'projects.created_at',
  title: 'proposals.title',
  code: 'proposals.code',
  start_date: 'proposals.start_date',
} as const;

export type PartnerProjectFilter = PagingQuery<(typeof PARTNER_PROJECT_SORT_COLUMNS)[number]> & {
  /** Wire spelling, as stored. */
  status?: string | undefined;
};

export async function pagePartnerProjects(db: Db, ngoId: number, filter: PartnerProjectFilter): Promise<{ total: number; rows: PartnerProjectRow[] }> {
  const pattern = filter.search ? `%${filter.search.toLowerCase()}%` : null;
  let query = partnerProjectRows(db, ngoId);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['proposals.title']), 'like', pattern),
        eb(eb.fn('lower', ['proposals.code']), 'like', pattern),
        eb(eb.fn('lower', ['grants.title']), 'like', pattern),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('projects.status', '=', filter.status);
  const direction = filter.is_desc ? 'desc' : 'asc';
  const rows = await query
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('projects.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return { total: toCount(counted?.total), rows: rows.map(normalise) };
}
