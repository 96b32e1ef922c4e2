import SQLite from 'better-sqlite3';
import { Kysely, sql, type Dialect } from 'kysely';
import { afterEach } from 'vitest';
import type { Database } from '../db/schema';

/**
 * Opens in-memory SQLite databases for the query-machinery tests, closed after each test: each holds one table of the schema
 * (`revoked_tokens`), so the queries built on it are typed as the app's are, with one row per `[jti, expires_at]`.
 */
export function probeDatabases(dialectOf: (sqlite: SQLite.Database) => Dialect) {
  const open: SQLite.Database[] = [];
  afterEach(() => {
    for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
  });
  /** The database through Kysely, and better-sqlite3's own handle on it to compare with. */
  return async (rows: readonly (readonly [jti: string, expiresAt: string])[]): Promise<{ db: Kysely<Database>; sqlite: SQLite.Database }> => {
    const sqlite = new SQLite(':memory:');
    open.push(sqlite);
    const db = new Kysely<Database>({ dialect: dialectOf(sqlite) });
    await sql`create table revoked_tokens (jti text primary key, expires_at text not null)`.execute(db);
    for (const [jti, expiresAt] of rows) await sql`insert into revoked_tokens (jti, expires_at) values (${jti}, ${expiresAt})`.execute(db);
    return { db, sqlite };
  };
}
