import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

describe('the prepared-statement cache of the SQLite driver', () => {
  const open: SQLite.Database[] = [];
  afterEach(() => {
    for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
  });
  const memory = () => {
    const sqlite = new SQLite(':memory:');
    open.push(sqlite);
    return sqlite;
  };

  it('answers the same prepared statement for the same SQL, and a fresh one for other SQL', () => {
    const cache = withStatementCache(memory());
    const first = cache.prepare('select ? as n');
    expect(cache.prepare('select ? as n')).toBe(first);
    expect(cache.prepare('select ? as m')).not.toBe(first);
  });

  it('forgets the least recently used statement past its bound', () => {
    const cache = withStatementCache(memory(), 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a); // now "select 2" is the oldest
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('empties itself on a schema change, and reused statements see the new schema', async () => {
    const cache = withStatementCache(memory());
    const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: new SqliteDialect({ database: cache }) });
    await sql`create table probe (id integer primary key)`.execute(db);
    const before = cache.prepare('select * from probe');
    await sql`insert into probe (id) values (${1})`.execute(db);
    await sql`insert into probe (id) values (${2})`.execute(db);
    expect((await sql<{ id: number }>`select * from probe`.execute(db)).rows).toEqual([{ id: 1 }, { id: 2 }]);
    await sql`alter table probe add column name text`.execute(db);
    expect(cache.prepare('select * from probe')).not.toBe(before);
    await sql`update probe set name = ${'x'} where id = ${1}`.execute(db);
    expect((await sql<{ id: number }>`select * from probe where id = ${1}`.execute(db)).rows).toEqual([{ id: 1, name: 'x' }]);
    await db.destroy();
  });

  it('binds each call’s own parameters to a reused statement, in and out of transactions', async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: new SqliteDialect({ database: withStatementCache(memory()) }) });
    await sql`create table probe (id integer primary key, label text)`.execute(db);
    await db.transaction().execute(async (trx) => {
      for (const id of [1, 2, 3]) await sql`insert into probe (id, label) values (${id}, ${`row ${id}`})`.execute(trx);
    });
    const labels = [];
    for (const id of [3, 1, 2]) labels.push((await sql<{ label: string }>`select label from probe where id = ${id}`.execute(db)).rows[0]?.label);
    expect(labels).toEqual(['row 3', 'row 1', 'row 2']);
    await db.destroy();
  });

  it('answers the rows better-sqlite3 builds: the same names in the same order, a later duplicate name winning', () => {
    const sqlite = memory();
    sqlite.exec("create table probe (id integer primary key, label text, amount real, data blob); insert into probe values (1, 'a', 1.5, x'01'), (2, null, null, null)");
    const cache = withStatementCache(sqlite);
    const queries: Array<[string, unknown[]]> = [
      ['select * from probe order by id', []],
      ['select id, label as id, amount, 7 as amount from probe order by id', []],
      ['select count(*) as n from probe where id > ?', [0]],
    ];
    for (const [text, parameters] of queries) {
      const expected = sqlite.prepare(text).all(...parameters);
      const rows = cache.prepare(text).all(parameters);
      expect(rows).toEqual(expected);
      expect(rows.map((row) => Object.keys(row as object))).toEqual(expected.map((row) => Object.keys(row as object)));
      expect([...cache.prepare(text).iterate(parameters)]).toEqual(expected);
    }
    expect(cache.prepare("insert into probe (label) values (?)").run(['b'])).toEqual({ changes: 1, lastInsertRowid: 3 });
  });

  it('names the columns anew when another connection changed the table under a reused statement', () => {
    const dir = mkdtempSync(join(tmpdir(), 'statement-cache-'));
    try {
      const mine = new SQLite(join(dir, 'probe.db'));
      const other = new SQLite(join(dir, 'probe.db'));
      open.push(mine, other);
      mine.exec("create table probe (id integer primary key); insert into probe values (1)");
      const cache = withStatementCache(mine);
      expect(cache.prepare('select * from probe').all([])).toEqual([{ id: 1 }]);
      other.exec("alter table probe add column label text; update probe set label = 'x'");
      expect(cache.prepare('select * from probe').all([])).toEqual([{ id: 1, label: 'x' }]);
    } finally {
      for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
