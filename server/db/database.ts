import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { ensurePrivateFile } from '../platform/private-files';
import type { Database } from './schema';
import { PortalSqliteDialect } from './sqlite-dialect';

export type DialectName = 'sqlite' | 'postgres';

export type PortalDatabase = { db: Kysely<Database>; dialect: DialectName };

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Same migrations and queries on both. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): PortalDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = join(config.dataDir, 'portal.db');
  ensurePrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: 'sqlite' };
}

/** How many distinct statements stay prepared (the app has a few hundred; `in (…)` lists of other lengths add more). */
const STATEMENT_CACHE_SIZE = 1000;
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\b/i;

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query, and better-sqlite3 compiles it anew each time: under
 * load that was a tenth of the server's CPU (docs/decisions/180-api-throughput.md). The same SQL text gets the same
 * prepared statement back, the least recently used forgotten past the bound. Safe because the driver runs one query
 * at a time per connection (its mutex) and binds the parameters on each call; a schema change empties the cache
 * (SQLite re-prepares stale statements itself, this only keeps the cache from holding ones nobody uses any more).
 */
export function withStatementCache(sqlite: SQLite.Database, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close() {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last: a Map keeps insertion order, so the first key is the one to forget.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = rowsBuiltInJs(sqlite.prepare(sql));
      if (SCHEMA_CHANGE.test(sql)) {
        statements.clear();
        return statement;
      }
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}

/**
 * A reading statement whose rows are built here from its values (better-sqlite3's raw mode) and its column names,
 * read once: better-sqlite3 builds each row object natively, turning every column's name into a JavaScript string
 * again for every row, which under load cost more than running the SQL (docs/decisions/180-api-throughput.md,
 * fourth pass). The rows are the same objects: the same names in the same order, a later column of the same name
 * overriding an earlier one as before.
 */
function rowsBuiltInJs(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  let names = statement.columns().map((column) => column.name);
  statement.raw(true);
  const toRow = (values: unknown[]): Record<string, unknown> => {
    // SQLite re-prepares a statement whose tables another connection changed; a `select *` may then bring more
    // columns. (The app's own schema changes, the migrations at start, go through withStatementCache, which empties.)
    if (values.length !== names.length) names = statement.columns().map((column) => column.name);
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index] as string] = values[index];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** COUNT comes back as a number from SQLite and as a bigint string from PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
