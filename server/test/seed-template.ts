import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedOnFirstStart } from '../db/seed/index';
import { fileMailer } from '../platform/mail';
import { databaseUrlFor, dropDatabase, findTestPostgres, runStatement } from './postgres';
import { checkTestRedis } from './redis';

/**
 * Where the demo-seeded template databases are. Each suite copies one instead of migrating and seeding its own:
 * seeding the demo data (34 proposals, 16 projects with a year of tracking) twice per test file was most of the
 * server tests' time.
 */
export type SeedTemplates = {
  /** A directory holding a seeded `portal.db` and the `files` the seed wrote. */
  sqliteDir: string;
  /** A PostgreSQL database to copy with CREATE DATABASE … TEMPLATE (its files included); null without PostgreSQL. */
  postgres: { database: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates: SeedTemplates;
  }
}

const quietLog = { info: () => undefined };

async function seedInto(dataDir: string, databaseUrl: string | null): Promise<void> {
  const database = openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(database.db);
    const config = { seed: 'demo' as const, bootstrapAdmin: null, publicUrl: 'http://portal.test', dataDir, databaseUrl };
    await seedOnFirstStart(database.db, config, fileMailer(join(dataDir, 'mail'), quietLog));
  } finally {
    // Closing the last SQLite connection folds the write-ahead log into portal.db, so copying that one file is enough.
    await database.db.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sqliteDir = mkdtempSync(join(tmpdir(), 'portal-template-sqlite-'));
  await seedInto(sqliteDir, null);

  const postgresUrl = await findTestPostgres();
  await checkTestRedis();
  let postgres: SeedTemplates['postgres'] = null;
  const postgresDir = mkdtempSync(join(tmpdir(), 'portal-template-postgres-'));
  if (postgresUrl) {
    const database = `portal_template_${randomBytes(6).toString('hex')}`;
    await runStatement(postgresUrl, `create database "${database}"`);
    await seedInto(postgresDir, databaseUrlFor(postgresUrl, database));
    postgres = { database };
  }

  project.provide('seedTemplates', { sqliteDir, postgres });
  return async () => {
    if (postgresUrl && postgres) await dropDatabase(postgresUrl, postgres.database);
    rmSync(sqliteDir, { recursive: true, force: true });
    rmSync(postgresDir, { recursive: true, force: true });
  };
}
