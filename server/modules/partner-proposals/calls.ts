import type { Kysely } from 'kysely';
import { GrantStatus } from '#contract/enums';
import type { Paged } from '#contract/paging';
import { daysLeft, isDeadlinePassed, todayIso, type PARTNER_CALL_SORT_COLUMNS, type PartnerCall } from '#contract/partner-proposals';
import type { PagingQuery } from '#contract/paging';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { programsOfGrants } from '../grants/repository';
import { statusFromWire } from '../proposals/service';

/**
 * Open calls (issue 13 item 4): the published grants of every funder whose deadline has not passed. A call the
 * organisation applied to stays readable after its deadline (its proposal links to it); any other answers 404.
 */

type Db = Kysely<Database>;

export type PartnerCallFilter = PagingQuery<(typeof PARTNER_CALL_SORT_COLUMNS)[number]> & {
  donor_id?: number | undefined;
  country_id?: number | undefined;
  program_id?: number | undefined;
};

const SORT_COLUMN = { deadline: 'grants.deadline', title: 'grants.title' } as const;

function callRows(db: Db) {
  return db
    .selectFrom('grants')
    .innerJoin('donors', 'donors.id', 'grants.donor_id')
    .innerJoin('currencies', 'currencies.id', 'grants.currency_id')
    .select([
      'grants.id',
      'grants.title',
      'grants.description',
      'grants.eligibility',
      'grants.min_size',
      'grants.max_size',
      'grants.deadline',
      'grants.status',
      'donors.id as donor_id',
      'donors.name as donor_name',
      'currencies.id as currency_id',
      'currencies.code as currency_code',
      'currencies.symbol as currency_symbol',
    ]);
}

type CallRow = Awaited<ReturnType<ReturnType<typeof callRows>['executeTakeFirstOrThrow']>>;

function openCalls(db: Db, today: string, filter: PartnerCallFilter) {
  const pattern = filter.search ? searchPattern(filter.search) : null;
  let query = callRows(db).where('grants.status', '=', GrantStatus.Published).where('grants.deadline', '>=', today);
  if (pattern) {
    query = query.where((eb) => matchesSearch(eb, ['grants.title', 'grants.description', 'donors.name'], pattern));
  }
  if (filter.donor_id !== undefined) query = query.where('grants.donor_id', '=', filter.donor_id);
  const countryId = filter.country_id;
  if (countryId !== undefined) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('grant_countries').select('grant_countries.grant_id').whereRef('grant_countries.grant_id', '=', 'grants.id').where('grant_countries.country_id', '=', countryId)),
    );
  }
  const programId = filter.program_id;
  if (programId !== undefined) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('grant_programs').select('grant_programs.grant_id').whereRef('grant_programs.grant_id', '=', 'grants.id').where('grant_programs.program_id', '=', programId)),
    );
  }
  return query;
}

async function toCalls(db: Db, ngoId: number, rows: CallRow[], today: string): Promise<PartnerCall[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [programs, countries, objectives, dueDiligences, proposals] = await Promise.all([
    programsOfGrants(db, ids),
    db
      .selectFrom('grant_countries')
      .innerJoin('countries', 'countries.id', 'grant_countries.country_id')
      .select(['grant_countries.grant_id', 'countries.id', 'countries.name', 'countries.name_ar'])
      .where('grant_countries.grant_id', 'in', ids)
      .orderBy('countries.name')
      .execute(),
    db.selectFrom('grant_objectives').select(['id', 'grant_id', 'title']).where('grant_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('grant_due_diligences')
      .innerJoin('due_diligence_types', 'due_diligence_types.id', 'grant_due_diligences.due_diligence_id')
      .select(['grant_due_diligences.grant_id', 'due_diligence_types.id', 'due_diligence_types.name'])
      .where('grant_due_diligences.grant_id', 'in', ids)
      .orderBy('grant_due_diligences.id')
      .execute(),
    db.selectFrom('proposals').select(['id', 'grant_id', 'status']).where('ngo_id', '=', ngoId).where('grant_id', 'in', ids).orderBy('id', 'desc').execute(),
  ]);
  return rows.map((row) => {
    const deadline = row.deadline ?? today;
    const proposal = proposals.find((candidate) => candidate.grant_id === row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      eligibility: row.eligibility,
      donor: { id: row.donor_id, name: row.donor_name },
      currency: { id: row.currency_id, code: row.currency_code, symbol: row.currency_symbol },
      min_size: Number(row.min_size),
      max_size: Number(row.max_size),
      deadline,
      days_left: daysLeft(deadline, today),
      countries: countries.filter((country) => country.grant_id === row.id).map(({ id, name, name_ar }) => ({ id, name, name_ar })),
      programs: programs.filter((program) => program.grant_id === row.id).map((program) => ({ id: program.program_id, title: program.title, percent: program.percent })),
      objectives: objectives.filter((objective) => objective.grant_id === row.id).map(({ id, title }) => ({ id, title })),
      due_diligences: dueDiligences.filter((item) => item.grant_id === row.id).map(({ id, name }) => ({ id, name })),
      proposal: proposal ? { id: proposal.id, status: statusFromWire(proposal.status) } : null,
    };
  });
}

export async function partnerCallsPage(portal: PortalContext, partner: SignedInPartner, filter: PartnerCallFilter): Promise<Paged<PartnerCall>> {
  const today = todayIso();
  const direction = filter.is_desc ? 'desc' : 'asc';
  const query = openCalls(portal.db, today, filter);
  const rows = await query
    .orderBy(SORT_COLUMN[filter.order_by], direction)
    .orderBy('grants.id', direction)
    .limit(filter.rows)
    .offset((filter.page - 1) * filter.rows)
    .execute();
  const counted = await query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return { total: toCount(counted?.total), data: await toCalls(portal.db, partner.ngoId, rows, today) };
}

/** GET PartnerCall/{grantId}: an open call, or one the organisation applied to (even closed since); else 404 (a draft's existence is nobody's business). */
export async function partnerCall(portal: PortalContext, partner: SignedInPartner, grantId: number): Promise<PartnerCall> {
  const today = todayIso();
  const db = portal.db;
  const row = await callRows(db).where('grants.id', '=', grantId).executeTakeFirst();
  const applied = row ? await db.selectFrom('proposals').select('id').where('ngo_id', '=', partner.ngoId).where('grant_id', '=', grantId).executeTakeFirst() : undefined;
  const open = row !== undefined && row.status === GrantStatus.Published && !isDeadlinePassed(row.deadline, today);
  if (!row || (!open && !applied)) throw notFound('grant');
  const [call] = await toCalls(db, partner.ngoId, [row], today);
  if (!call) throw notFound('grant');
  return call;
}
