import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/**
 * On PostgreSQL the migrator is told the current schema: it looks its bookkeeping tables up across all schemas, so
 * without this a database holding several schemas (one per test file) would see another schema's tables as its own.
 */
async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db, provider: migrationProvider, migrationTableSchema: await currentSchema(db) });
}

function applied({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return applied(await (await migrator(db)).migrateToLatest());
}

/** Up or down to a named migration: the migrations' own tests start from the state before theirs. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return applied(await (await migrator(db)).migrateTo(name));
}
