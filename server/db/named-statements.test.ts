import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, findTestPostgres, runStatement } from '../test/postgres';
import { withNamedStatements } from './database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';

const postgresUrl = await findTestPostgres();

/** The tables the probes read, typed loosely: `select *` of a table whose columns change. */
type Probe = Database & { probe: { id: number; label: string } };

describe.skipIf(!postgresUrl)("preparedQuery's statements named on PostgreSQL", () => {
  let db: Kysely<Probe>;
  let schema: { url: string; drop: () => Promise<void> };
  const schemaName = `test_named_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    if (!postgresUrl) return;
    schema = await createIsolatedSchema(postgresUrl, schemaName);
    // One connection: every query below runs on the connection that prepared the statement.
    db = new Kysely<Probe>({ dialect: new PostgresDialect({ pool: withNamedStatements(new pg.Pool({ connectionString: schema.url, max: 1 })) }) });
    await sql`create table probe (id integer primary key, label text not null)`.execute(db);
    await sql`insert into probe (id, label) values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await schema?.drop();
  });

  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;
  const everything = preparedQuery((dbx: Kysely<Database>, values: { from: number }) =>
    (dbx as unknown as Kysely<Probe>).selectFrom('probe').selectAll().where('id', '>=', values.from).orderBy('id'),
  );

  it('runs a shape as one named statement on its connection, other queries unnamed', async () => {
    expect(await everything(db as unknown as Kysely<Database>, { from: 1 })).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    expect(await everything(db as unknown as Kysely<Database>, { from: 2 })).toEqual([{ id: 2, label: 'two' }]);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^pq_[0-9a-f]{32}$/);
    expect(statements[0]?.statement).toContain('from "probe"');
  });

  it('still answers after another connection changes the columns under it (cached plan must not change result type)', async () => {
    await everything(db as unknown as Kysely<Database>, { from: 1 });
    // Another server instance migrating: a column more, so `select *` no longer has the prepared result type.
    await runStatement(schema.url, 'alter table probe add column note text');
    await runStatement(schema.url, `update probe set note = 'n' || id`);
    expect(await everything(db as unknown as Kysely<Database>, { from: 2 })).toEqual([{ id: 2, label: 'two', note: 'n2' }]);
    // The stale statement was deallocated; the next call prepares it anew, named, and answers the new columns.
    expect(await everything(db as unknown as Kysely<Database>, { from: 1 })).toEqual([
      { id: 1, label: 'one', note: 'n1' },
      { id: 2, label: 'two', note: 'n2' },
    ]);
    expect(await prepared()).toHaveLength(1);
    // A column dropped, on the same connection this time.
    await sql`alter table probe drop column note`.execute(db);
    expect(await everything(db as unknown as Kysely<Database>, { from: 2 })).toEqual([{ id: 2, label: 'two' }]);
  });

  it('still answers after the statement vanished from its connection (deallocate all)', async () => {
    await everything(db as unknown as Kysely<Database>, { from: 1 });
    await sql`deallocate all`.execute(db);
    expect(await everything(db as unknown as Kysely<Database>, { from: 2 })).toEqual([{ id: 2, label: 'two' }]);
    expect(await everything(db as unknown as Kysely<Database>, { from: 1 })).toHaveLength(2);
    expect(await prepared()).toHaveLength(1);
  });

  it('keeps at most so many statements prepared on a connection, the least recently used deallocated', async () => {
    const pool = withNamedStatements(new pg.Pool({ connectionString: schema.url, max: 1 }), 2);
    const small = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const byId = preparedQuery((dbx: Kysely<Database>, values: { ids: number[] }) =>
        (dbx as unknown as Kysely<Probe>).selectFrom('probe').select('label').where('id', 'in', values.ids).orderBy('id'),
      );
      const names = async () => (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(small)).rows.length;
      // Three shapes (lists of one, two and three ids), then the first again after it was deallocated.
      for (const ids of [[1], [1, 2], [1, 2, 3], [2]]) {
        expect(await byId(small, { ids })).toEqual(ids.filter((id) => id <= 2).map((id) => ({ label: id === 1 ? 'one' : 'two' })));
        expect(await names()).toBeLessThanOrEqual(2);
      }
      expect(await names()).toBe(2);
    } finally {
      await small.destroy();
    }
  });

  it('sends it unnamed inside a transaction, so a changed table cannot abort the transaction', async () => {
    await sql`deallocate all`.execute(db);
    const rows = await db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 3, label: 'three' }).execute();
      const seen = await everything(trx as unknown as Kysely<Database>, { from: 3 });
      // Nothing was prepared by the transaction's query.
      expect(await sql`select name from pg_prepared_statements`.execute(trx).then((result) => result.rows)).toEqual([]);
      return seen;
    });
    expect(rows).toEqual([{ id: 3, label: 'three' }]);
  });
});
