import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function openAndWrite(dataDir: string) {
  const { db } = openDatabase({ dataDir, databaseUrl: null });
  await sql`create table if not exists probe (id integer primary key)`.execute(db);
  await sql`insert into probe default values`.execute(db);
  return db;
}

describe('the SQLite database files', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates portal.db and its WAL and shared-memory files readable by the owner only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-db-files-'));
    dirs.push(dataDir);
    const db = await openAndWrite(dataDir);
    try {
      for (const name of ['portal.db', 'portal.db-wal', 'portal.db-shm']) {
        const file = join(dataDir, name);
        expect(existsSync(file), name).toBe(true);
        expect(modeOf(file), name).toBe(0o600);
      }
    } finally {
      await db.destroy();
    }
  });

  it('tightens a database file that an older version left world-readable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-db-files-'));
    dirs.push(dataDir);
    await (await openAndWrite(dataDir)).destroy();
    chmodSync(join(dataDir, 'portal.db'), 0o644);
    const db = await openAndWrite(dataDir);
    try {
      expect(modeOf(join(dataDir, 'portal.db'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'portal.db-wal'))).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
