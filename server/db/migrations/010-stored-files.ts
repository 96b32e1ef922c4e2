import type { Kysely } from 'kysely';
import { isPostgres } from './column-helpers';

/**
 * Uploaded files kept in the database itself, so that every instance on one PostgreSQL serves every upload
 * (docs/decisions/157-files-stored-where-the-data-lives.md). SQLite keeps its files in the data folder and leaves
 * this table empty; it exists on both dialects so that the schema is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
