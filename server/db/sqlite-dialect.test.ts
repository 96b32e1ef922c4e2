import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';
import { PortalSqliteDialect } from './sqlite-dialect';

describe('the SQLite dialect', () => {
  const open: SQLite.Database[] = [];
  afterEach(() => {
    for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
  });
  async function probeDb() {
    const sqlite = new SQLite(':memory:');
    open.push(sqlite);
    const db = new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: sqlite }) });
    await sql`create table revoked_tokens (jti text primary key, expires_at text not null)`.execute(db);
    for (const jti of ['a', 'b', 'c', 'd', 'e']) await sql`insert into revoked_tokens (jti, expires_at) values (${jti}, ${'2030-01-01'})`.execute(db);
    return db;
  }

  it('binds LIMIT and OFFSET as integers the planner does not read, so a statement keeps its plan when they change', async () => {
    const db = await probeDb();
    const page = (rows: number, offset: number) => db.selectFrom('revoked_tokens').select('jti').orderBy('jti').limit(rows).offset(offset);
    const compiled = page(2, 1).compile();
    expect(compiled.sql).toBe('select "jti" from "revoked_tokens" order by "jti" limit cast(? as integer) offset cast(? as integer)');
    expect(compiled.parameters).toEqual([2, 1]);
    expect(await page(2, 1).execute()).toEqual([{ jti: 'b' }, { jti: 'c' }]);
    expect(await page(3, 3).execute()).toEqual([{ jti: 'd' }, { jti: 'e' }]);
    expect(await page(10, 0).execute()).toHaveLength(5);
  });

  it('leaves a literal LIMIT as it is, and pages prepared queries alike', async () => {
    const db = await probeDb();
    expect(db.selectFrom('revoked_tokens').select('jti').limit(sql.lit(1)).compile().sql).toBe('select "jti" from "revoked_tokens" limit 1');
    const page = preparedQuery((dbx: Kysely<Database>, values: { rows: number; offset: number }) =>
      dbx.selectFrom('revoked_tokens').select('jti').orderBy('jti', 'desc').limit(values.rows).offset(values.offset),
    );
    expect(await page(db, { rows: 2, offset: 0 })).toEqual([{ jti: 'e' }, { jti: 'd' }]);
    expect(await page(db, { rows: 2, offset: 4 })).toEqual([{ jti: 'a' }]);
  });
});
