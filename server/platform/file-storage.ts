import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

type Db = Kysely<Database>;

/** The names every stored file has: 128 random bits in hex and the extension of its checked type. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|bmp|pdf|docx)$/;

/**
 * Where uploaded files live (docs/decisions/157-files-stored-where-the-data-lives.md): the data folder beside SQLite,
 * the database itself on PostgreSQL, so that any instance serves any file. Every call takes the database (or the
 * transaction) it works in: a file written inside a transaction that rolls back is gone too on PostgreSQL.
 */
export interface FileStorage {
  readonly kind: 'folder' | 'database';
  write(db: Db, name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file (or the name is not one the storage hands out). */
  read(db: Db, name: string): Promise<Buffer | null>;
  remove(db: Db, name: string): Promise<void>;
  /** Every stored name (operations and tests). */
  names(db: Db): Promise<string[]>;
}

export function folderFileStorage(filesDir: string): FileStorage {
  return {
    kind: 'folder',
    async write(_db, name, bytes) {
      assertStoredName(name);
      await mkdir(filesDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(join(filesDir, name), bytes, { mode: PRIVATE_FILE_MODE });
    },
    async read(_db, name) {
      if (!STORED_FILE_NAME.test(name)) return null;
      return readFile(join(filesDir, name)).catch(() => null);
    },
    async remove(_db, name) {
      if (STORED_FILE_NAME.test(name)) await rm(join(filesDir, name), { force: true });
    },
    async names() {
      const entries = await readdir(filesDir).catch(() => []);
      return entries.filter((entry) => STORED_FILE_NAME.test(entry)).toSorted();
    },
  };
}

export function databaseFileStorage(): FileStorage {
  return {
    kind: 'database',
    async write(db, name, bytes) {
      assertStoredName(name);
      await db.insertInto('stored_files').values({ name, content: bytes, size: bytes.length, created_at: new Date().toISOString() }).execute();
    },
    async read(db, name) {
      if (!STORED_FILE_NAME.test(name)) return null;
      const row = await db.selectFrom('stored_files').select('content').where('name', '=', name).executeTakeFirst();
      return row ? Buffer.from(row.content) : null;
    },
    async remove(db, name) {
      await db.deleteFrom('stored_files').where('name', '=', name).execute();
    },
    async names(db) {
      const rows = await db.selectFrom('stored_files').select('name').orderBy('name').execute();
      return rows.map((row) => row.name);
    },
  };
}

/**
 * Moves into the database the files an earlier version left in the data folder of a PostgreSQL setup (before
 * migration 010 every instance wrote to its own DATA_DIR/files). Idempotent: a name already stored is kept as it is;
 * the folder is left alone. Answers how many files were adopted.
 */
export async function adoptFolderFiles(db: Db, filesDir: string): Promise<number> {
  const folder = folderFileStorage(filesDir);
  let adopted = 0;
  for (const name of await folder.names(db)) {
    const bytes = await folder.read(db, name);
    if (!bytes) continue;
    const inserted = await db
      .insertInto('stored_files')
      .values({ name, content: bytes, size: bytes.length, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    adopted += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return adopted;
}

/** PostgreSQL (DATABASE_URL set) keeps files in the database; SQLite in DATA_DIR/files. */
export function fileStorageFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): FileStorage {
  return config.databaseUrl ? databaseFileStorage() : folderFileStorage(join(config.dataDir, 'files'));
}

function assertStoredName(name: string): void {
  if (!STORED_FILE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
}
