import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { probeDatabases } from '../test/probe-database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';
import { matchesSearch } from './search-pattern';
import { PortalSqliteDialect } from './sqlite-dialect';

describe('the SQLite dialect', () => {
  const openProbe = probeDatabases((database) => new PortalSqliteDialect({ database }));
  const probeDb = async () => (await openProbe(['a', 'b', 'c', 'd', 'e'].map((jti) => [jti, '2030-01-01'] as const))).db;

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
    const values = ['Jordan', 'jordan 100%', 'j_rdan', 'JoRdAn_x', 'Élodie', 'élodie', 'تعليم الفتيات', 'a%b', 'a_b', 'ab', 'a\\b', '100'];
    const { db, sqlite } = await openProbe(values.map((jti) => [jti, '2030-01-01'] as const));
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

  it('binds the pattern of a search, which names its escape character, as text too, and finds the same rows as a bare pattern', async () => {
    const values = ['jordan 100%', 'j_rdan', 'a%b', 'a_b', 'ab', 'a\\b', 'a\\_b', 'ends with \\', '100'];
    const { db, sqlite } = await openProbe(values.map((jti) => [jti, '2030-01-01'] as const));
    const search = (pattern: string) => db.selectFrom('revoked_tokens').select('jti').where((eb) => matchesSearch(eb, ['jti'], pattern)).orderBy('jti');
    expect(search('%x%').compile().sql).toBe(`select "jti" from "revoked_tokens" where lower("jti") like cast(? as text) escape '\\' order by "jti"`);
    const bare = sqlite.prepare(`select jti from revoked_tokens where lower(jti) like ? escape '\\' order by jti`);
    const patterns = ['%\\%%', '%\\_%', '%\\\\%', '%\\\\\\_%', '%_%', '%%', 'a\\_b', '%100\\%%', '%j_rdan%'];
    for (const pattern of patterns) {
      const expected = (bare.all(pattern) as { jti: string }[]).map((row) => row.jti);
      expect((await search(pattern).execute()).map((row) => row.jti), pattern).toEqual(expected);
    }
    expect((await search('%\\_%').execute()).map((row) => row.jti)).toEqual(['a\\_b', 'a_b', 'j_rdan']);
  });
});
