import { sql, type Expression, type ExpressionBuilder, type SqlBool, type StringReference } from 'kysely';

/**
 * Every list's search: the rows whose searched columns hold what the user typed, letter case aside
 * (docs/decisions/215-search-matches-what-is-typed.md). LIKE reads `%` and `_` as wildcards, and PostgreSQL reads a
 * backslash as its default escape character where SQLite has none, so the typed text is escaped and the comparison
 * names its escape character: both dialects then read a pattern the same way.
 */

/** Makes the character after it plain in a pattern; named in every comparison's `escape` clause. */
const ESCAPE = '\\';

/** The pattern of a search: what is typed, lower-cased, anywhere in the text, with LIKE's own characters plain. */
export function searchPattern(search: string): string {
  // One pass: an escape character added here is never escaped again.
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => ESCAPE + character)}%`;
}

/**
 * `lower(column) like pattern escape '\'` for each column, any of them matching. The pattern stays a bound value of
 * a LIKE (the escape clause is only written after it), so the SQLite dialect still binds it as text the planner does
 * not read (server/db/sqlite-dialect.ts), and a prepared query's SQL does not depend on it.
 */
export function matchesSearch<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  pattern: string,
): Expression<SqlBool> {
  return eb.or(columns.map((column) => sql<SqlBool>`${eb(eb.fn('lower', [column]), 'like', pattern)} escape ${sql.lit(ESCAPE)}`));
}
