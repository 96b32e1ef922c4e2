import { sql, type Kysely, type Selectable } from 'kysely';
import type { PagingQuery } from '#contract/paging';
import type { DUE_DILIGENCE_SORT_COLUMNS } from '#contract/reference';
import { nowIso, toCount } from '../../db/database';
import type { CountryTable, CurrencyTable, Database, DueDiligenceTypeTable, FundingTypeTable } from '../../db/schema';
import { matchesSearch, searchPattern } from '../../db/search-pattern';
import { tableColumns } from './grant-links';

type Db = Kysely<Database>;
export type CurrencyRow = Selectable<CurrencyTable>;
export type CountryRow = Selectable<CountryTable>;
export type DueDiligenceTypeRow = Selectable<DueDiligenceTypeTable>;
export type FundingTypeRow = Selectable<FundingTypeTable>;

export function listCurrencies(db: Db): Promise<CurrencyRow[]> {
  return db.selectFrom('currencies').selectAll().orderBy('code').execute();
}

export function listCountries(db: Db): Promise<CountryRow[]> {
  return db.selectFrom('countries').selectAll().orderBy('name').orderBy('id').execute();
}

export function listFundingTypes(db: Db, donorId: number): Promise<FundingTypeRow[]> {
  return db.selectFrom('funding_types').selectAll().where('donor_id', '=', donorId).orderBy('name').orderBy('id').execute();
}

export function listProgramOptions(db: Db, donorId: number): Promise<{ id: number; title: string; reference_id: string | null }[]> {
  return db.selectFrom('programs').select(['id', 'title', 'reference_id']).where('donor_id', '=', donorId).orderBy('title').orderBy('id').execute();
}

export function findCurrencyByCode(db: Db, code: string): Promise<CurrencyRow | undefined> {
  return db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The currency most of the funder's grants use, once the grants module's table exists and has some. */
export async function mostUsedCurrencyId(db: Db, donorId: number): Promise<number | null> {
  const columns = await tableColumns(db, 'grants');
  if (!columns.includes('currency_id') || !columns.includes('donor_id')) return null;
  const { rows } = await sql<{ currency_id: number | string }>`
    select currency_id from grants where donor_id = ${donorId}
    group by currency_id order by count(*) desc, currency_id asc limit 1`.execute(db);
  const first = rows[0];
  return first ? Number(first.currency_id) : null;
}

export function listDueDiligenceTypes(db: Db, donorId: number): Promise<DueDiligenceTypeRow[]> {
  return db.selectFrom('due_diligence_types').selectAll().where('donor_id', '=', donorId).orderBy('name').orderBy('id').execute();
}

const DUE_DILIGENCE_SORT = { created_at: 'created_at', name: 'name' } as const;

export async function pageDueDiligenceTypes(
  db: Db,
  donorId: number,
  query: PagingQuery<(typeof DUE_DILIGENCE_SORT_COLUMNS)[number]>,
): Promise<{ total: number; rows: DueDiligenceTypeRow[] }> {
  const pattern = query.search ? searchPattern(query.search) : null;
  let page = db.selectFrom('due_diligence_types').selectAll().where('donor_id', '=', donorId);
  let counter = db
    .selectFrom('due_diligence_types')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('donor_id', '=', donorId);
  if (pattern) {
    page = page.where((eb) => matchesSearch(eb, ['name'], pattern));
    counter = counter.where((eb) => matchesSearch(eb, ['name'], pattern));
  }
  const direction = query.is_desc ? 'desc' : 'asc';
  const rows = await page
    .orderBy(DUE_DILIGENCE_SORT[query.order_by], direction)
    .orderBy('id', direction)
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute();
  const count = await counter.executeTakeFirst();
  return { total: toCount(count?.total), rows };
}

export function findDueDiligenceType(db: Db, donorId: number, id: number): Promise<DueDiligenceTypeRow | undefined> {
  return db.selectFrom('due_diligence_types').selectAll().where('donor_id', '=', donorId).where('id', '=', id).executeTakeFirst();
}

/** Names are unique per funder whatever their letter case (the unique index of migration 002 agrees). */
export async function nameTakenByOther(db: Db, donorId: number, name: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('due_diligence_types')
    .select('id')
    .where('donor_id', '=', donorId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDueDiligenceType(db: Db, donorId: number, name: string): Promise<number> {
  const row = await db.insertInto('due_diligence_types').values({ donor_id: donorId, name, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameDueDiligenceType(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('due_diligence_types').set({ name }).where('id', '=', id).execute();
}

export async function deleteDueDiligenceType(db: Db, id: number): Promise<void> {
  await db.deleteFrom('due_diligence_types').where('id', '=', id).execute();
}
