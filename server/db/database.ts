import { createHash } from 'node:crypto';
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
    const pool = withNamedStatements(new pg.Pool({ connectionString: config.databaseUrl, max: 10 }));
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

/**
 * At most this many SQL texts are ever named: `preparedQuery`'s shapes (a few dozen variants; `in (…)` lists add one
 * per length, which a page's size bounds). Past it, a text runs unnamed as any other query.
 */
const NAMED_STATEMENTS_LIMIT = 1000;
const statementNames = new Map<string, string>();

/**
 * Marks a SQL text to run as a named prepared statement on PostgreSQL: `preparedQuery` calls it once per shape it
 * compiles, so the names are a small, bounded set. The name is a hash of the text: the same on every connection and
 * process, never the same for two texts.
 */
export function nameStatement(sql: string): void {
  if (statementNames.has(sql) || statementNames.size >= NAMED_STATEMENTS_LIMIT) return;
  statementNames.set(sql, `pq_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`);
}

/** "cached plan must not change result type" (a table changed under the statement) and "prepared statement does not exist". */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/**
 * How many named statements a connection keeps prepared, the least recently used deallocated past it: PostgreSQL
 * holds each one's parse tree and plans in the connection's backend (~270 KB for a grants page with its seven
 * subqueries, far less for the token check), so this bounds its memory, ~10 MB a connection at worst.
 */
const NAMED_PER_CONNECTION = 40;

type QueryFunction = (...args: unknown[]) => Promise<unknown>;
type ParsedStatements = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Kysely's pg driver sends every query unnamed, so PostgreSQL parses and plans it on every call. A text marked by
 * `nameStatement` is sent named instead (node-postgres parses it once per connection, then only binds and executes
 * it), when the connection is not in a transaction; everything else is sent as before.
 *
 * A named statement outlives a schema change on its pooled connection: PostgreSQL plans it again by itself, unless
 * its result's columns changed (`select *` of an altered table), which fails with 0A000; a `deallocate all` makes it
 * vanish (26000). On either, the statement is forgotten (by node-postgres and by PostgreSQL) and the query is sent
 * once more unnamed on the same connection; the next call prepares it anew. Only outside a transaction: a failed
 * statement in one would abort it, so inside one every query stays unnamed.
 */
export function withNamedStatements(pool: pg.Pool, perConnection = NAMED_PER_CONNECTION): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    // node-postgres keeps its own list of the statements it parsed on a connection; a deallocated one must leave it.
    const forget = (name: string) => delete (client as unknown as ParsedStatements).connection?.parsedStatements?.[name];
    // The names prepared on this connection, least recently used first.
    const prepared = new Set<string>();
    const named: QueryFunction = async (...args) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' ? statementNames.get(text) : undefined;
      if (name === undefined || client.getTransactionStatus() !== 'I') return query(...args);
      if (prepared.delete(name) || prepared.size < perConnection) prepared.add(name);
      else {
        const oldest = prepared.values().next().value as string;
        // Tolerant: a statement whose preparation failed was never there.
        await query(`deallocate "${oldest}"`).catch(() => undefined);
        prepared.delete(oldest);
        forget(oldest);
        prepared.add(name);
      }
      try {
        return await query({ name, text, values });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !STALE_STATEMENT.has(code) || client.getTransactionStatus() !== 'I') throw error;
        forget(name);
        prepared.delete(name);
        if (code === '0A000') await query(`deallocate "${name}"`);
        return query(text, values);
      }
    };
    (client as unknown as { query: QueryFunction }).query = named;
  });
  return pool;
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
