import type { Kysely } from 'kysely';
import type { DashboardCurrency } from '#contract/dashboard';
import type { Database } from '../../db/schema';

/** The currencies a dashboard answer names, by id. */
export async function currenciesById(db: Kysely<Database>, ids: Iterable<number>): Promise<Map<number, DashboardCurrency>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('currencies').select(['id', 'code', 'symbol', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { currency_id: row.id, code: row.code, symbol: row.symbol, name: row.name }]));
}

/** Money to the 3 decimals it is kept and shown with. */
export function money(value: number | string | null | undefined): number {
  return Math.round(Number(value ?? 0) * 1000) / 1000;
}
