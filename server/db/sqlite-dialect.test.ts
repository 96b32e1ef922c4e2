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

  it('binds a LIKE pattern as text the planner does not read, and finds the same rows as a bare pattern', async () => {
    const sqlite = new SQLite(':memory:');
    open.push(sqlite);
    const db = new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: sqlite }) });
    await sql`create table revoked_tokens (jti text primary key, expires_at text not null)`.execute(db);
    const values = ['Jordan', 'jordan 100%', 'j_rdan', 'JoRdAn_x', 'Élodie', 'élodie', 'تعليم الفتيات', 'a%b', 'a_b', 'ab', 'a\\b', '100'];
    for (const jti of values) await sql`insert into revoked_tokens (jti, expires_at) values (${jti}, ${'2030-01-01'})`.execute(db);
    const search = (pattern: string | null, operator: 'like' | 'not like', lowered: boolean) =>
      db
        .selectFrom('revoked_tokens')
        .select('jti')
        .where((eb) => eb(lowered ? eb.fn('lower', ['jti']) : eb.ref('jti'), operator, pattern as string))
        .orderBy('jti');
    expect(search('%x%', 'like', true).compile().sql).toBe('select "jti" from "revoked_tokens" where lower("jti") like cast(? as text) order by "jti"');
    expect(search('%x%', 'not like', false).compile().sql).toBe('select "jti" from "revoked_tokens" where "jti" not like cast(? as text) order by "jti"');
    // A literal pattern is left alone.
    expect(db.selectFrom('revoked_tokens').select('jti').where('jti', 'like', sql.lit('a%')).compile().sql).toBe(
      'select "jti" from "revoked_tokens" where "jti" like \'a%\'',
    );
    // The same rows as the bare parameter gave: case-insensitive for ASCII only, % and _ wildcards, no escape character.
    const patterns = ['%jordan%', '%JORDAN%', '%j_rdan%', '%100%%', '%\\_%', '%_%', '%', '', 'a%b', 'a_b', '%élodie%', '%ÉLODIE%', '%الفتيات%', '100', null];
    for (const lowered of [true, false]) {
      for (const operator of ['like', 'not like'] as const) {
        const bare = sqlite.prepare(`select jti from revoked_tokens where ${lowered ? 'lower(jti)' : 'jti'} ${operator} ? order by jti`);
        for (const pattern of patterns) {
          const expected = (bare.all(pattern) as { jti: string }[]).map((row) => row.jti);
          expect((await search(pattern, operator, lowered).execute()).map((row) => row.jti), `${operator} ${pattern}`).toEqual(expected);
        }
      }
    }
    expect((await search('%j_rdan%', 'like', true).execute()).map((row) => row.jti)).toEqual(['JoRdAn_x', 'Jordan', 'j_rdan', 'jordan 100%']);
    expect((await search('%\\_%', 'like', false).execute()).map((row) => row.jti)).toEqual(['a\\b']);
  });
});
