import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { toCount } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Rows of the grants module that point at this module's entities. The grants module (migration 003) is written
 * apart from this one, so its tables are looked up when asked, not assumed: before it exists nothing is linked.
 * Each link names the table and the column names it may use for the reference; the first that exists wins.
 * See docs/decisions/060-reference-and-program-deletes.md.
 */
export const GRANT_LINKS = {
  dueDiligence: { table: 'grant_due_diligences', columns: ['due_diligence_id', 'due_diligence_type_id'] },
  program: { table: 'grant_programs', columns: ['program_id', 'programId'] },
  programObjective: { table: 'grant_objectives', columns: ['program_objective_id'] },
} as const;

export type GrantLink = (typeof GRANT_LINKS)[keyof typeof GRANT_LINKS];

/** The column names of a table of the current schema; empty when the table does not exist. */
export async function tableColumns(db: Db, table: string): Promise<string[]> {
  const query = db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
    : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name);
}

async function linkColumn(db: Db, link: GrantLink): Promise<string | null> {
  const columns = await tableColumns(db, link.table);
  return link.columns.find((column) => columns.includes(column)) ?? null;
}

/** How many rows of the link's table point at each of the ids (absent ids: none). */
export async function countGrantLinks(db: Db, link: GrantLink, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  const column = await linkColumn(db, link);
  if (!column) return counts;
  const { rows } = await sql<{ id: number | string; n: number | string }>`
    select ${sql.ref(column)} as id, count(*) as n from ${sql.table(link.table)}
    where ${sql.ref(column)} in (${sql.join([...ids])}) group by ${sql.ref(column)}`.execute(db);
  for (const row of rows) counts.set(Number(row.id), toCount(row.n));
  return counts;
}

export async function isLinked(db: Db, link: GrantLink, id: number): Promise<boolean> {
  return ((await countGrantLinks(db, link, [id])).get(id) ?? 0) > 0;
}

/**
 * A foreign key refused a delete: SQLite's SQLITE_CONSTRAINT_FOREIGNKEY or PostgreSQL's 23503. The safety net
 * under isLinked, for a link whose column is named otherwise than GRANT_LINKS expects.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}
