import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * A list read with its owner's row, as one column, instead of a second query (docs/decisions/180-api-throughput.md,
 * fifth pass): a JSON array aggregated in the order given, and a JSON array of values. `json_agg`/`json_build_array`
 * on PostgreSQL, `json_group_array`/`json_array` on SQLite (its aggregate ORDER BY needs 3.44). The order is the
 * aggregate's own, not left to a subquery's. PostgreSQL's `json_agg` of no row is NULL, SQLite's `[]`: read the
 * column with jsonList.
 */
export function jsonOf(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    list: (item: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
      postgres ? sql<unknown>`json_agg(${item} order by ${order})` : sql<unknown>`json_group_array(${item} order by ${order})`,
    tuple: (values: RawBuilder<unknown>[]) => (postgres ? sql`json_build_array(${sql.join(values)})` : sql`json_array(${sql.join(values)})`),
  };
}

/**
 * A JSON list column as read: text from SQLite, already parsed by pg from PostgreSQL, NULL (PostgreSQL, no row) as
 * []. JSON keeps every number a number: integers as written, doubles in their shortest exact form on both.
 */
export function jsonList<Item>(value: unknown): Item[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as Item[];
}
