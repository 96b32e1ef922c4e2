import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-helpers';

/**
 * Partner organisations' users sign in like staff (docs/decisions/182-partner-accounts.md): they are rows of `users`
 * with `ngo_id` and `ngo_role` set and no funder (`donor_id` null). Exactly one of the two is set.
 *
 * SQLite cannot drop a NOT NULL constraint, so the table is rebuilt the way its manual prescribes (foreign keys off,
 * copy, drop, rename, indexes again, foreign keys checked); the other tables keep referring to `users` by name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Taken back on SQLite, the table keeps its new shape (see down): then only the index is missing.
  const kept = !isPostgres(db) && (await sql<{ name: string }>`select name from pragma_table_info('users') where name = 'ngo_id'`.execute(db)).rows.length > 0;
  if (kept) {
    await db.schema.createIndex('users_ngo').on('users').column('ngo_id').execute();
    return;
  }
  await db.schema.alterTable('users').addColumn('ngo_id', 'integer', (c) => c.references('ngos.id').onDelete('cascade')).execute();
  await db.schema.alterTable('users').addColumn('ngo_role', 'text').execute();
  if (isPostgres(db)) {
    await sql`alter table users alter column donor_id drop not null`.execute(db);
    await sql`alter table users add constraint users_one_side check ((donor_id is null) <> (ngo_id is null))`.execute(db);
  } else {
    await rebuildSqliteUsers(db);
  }
  await db.schema.createIndex('users_ngo').on('users').column('ngo_id').execute();
}

async function rebuildSqliteUsers(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const created = table.rows[0]?.sql;
  if (!created || !/"donor_id" integer not null/i.test(created)) throw new Error('users: unexpected definition, cannot make donor_id optional');
  const rebuilt = created
    .replace(/^create table "?users"?/i, 'create table "users_rebuilt"')
    .replace(/"donor_id" integer not null/i, '"donor_id" integer')
    .replace(/\)\s*$/, ', constraint "users_one_side" check (("donor_id" is null) <> ("ngo_id" is null)))');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into users_rebuilt select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_rebuilt rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`users rebuild left ${broken.rows.length} broken references`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_ngo').execute();
  await sql`delete from users where ngo_id is not null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table users drop constraint users_one_side`.execute(db);
    await sql`alter table users alter column donor_id set not null`.execute(db);
    await db.schema.alterTable('users').dropColumn('ngo_role').execute();
    await db.schema.alterTable('users').dropColumn('ngo_id').execute();
  }
  // SQLite keeps the optional column and the two partner columns: nothing refers to them once the partner rows are gone.
}
