import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { ensurePrivateFile } from '../platform/private-files';
import type { Database } from './schema';

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
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** COUNT comes back as a number from SQLite and as a bigint string from PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
