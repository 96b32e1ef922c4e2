import { randomBytes } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Dialect,
} from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, findTestPostgres } from '../test/postgres';
import { probeDatabases } from '../test/probe-database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';
import { matchesSearch, searchPattern } from './search-pattern';
import { PortalSqliteDialect } from './sqlite-dialect';

const postgresUrl = await findTestPostgres();

/** Texts holding LIKE's own characters, alone, doubled and side by side, beside ordinary and Arabic ones. */
const TEXTS = [
  'Jordan',
  'jordan 100%',
  'j_rdan',
  'JoRdAn_x',
  'a%b',
  'a_b',
  'ab',
  'axb',
  'a\\b',
  'a\\\\b',
  'a\\%b',
  'a\\_b',
  'ends with \\',
  '%%',
  '__',
  '100',
  'تعليم الفتيات',
];

const SEARCHES = ['jordan', 'JORDAN', 'j_rdan', '100%', '%', '_', '\\', '\\\\', '\\%', '\\_', 'a%b', 'a_b', '%%', '__', 'with \\', 'الفتيات', 'none'];

/** What a search should find: the texts holding it, letter case aside (ASCII, as SQLite's lower() and LIKE read it). */
const holding = (search: string) => TEXTS.filter((text) => text.toLowerCase().includes(search.toLowerCase())).toSorted();

/** Kysely's PostgreSQL compiler with no connection: enough to read the SQL it writes. */
const postgresCompiler: Dialect = {
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
};

const searched = (db: Kysely<Database>, pattern: string) =>
  db.selectFrom('revoked_tokens').select('jti').where((eb) => matchesSearch(eb, ['jti'], pattern)).orderBy('jti');

describe('the pattern of a search', () => {
  it('is what is typed, lower-cased, anywhere in the text', () => {
    expect(searchPattern('Jordan')).toBe('%jordan%');
    expect(searchPattern('تعليم')).toBe('%تعليم%');
  });

  it('makes %, _ and the backslash plain characters, each escaped once', () => {
    expect(searchPattern('50%')).toBe('%50\\%%');
    expect(searchPattern('a_b')).toBe('%a\\_b%');
    expect(searchPattern('\\')).toBe('%\\\\%');
    expect(searchPattern('\\%')).toBe('%\\\\\\%%');
    expect(searchPattern('C:\\new_%')).toBe('%c:\\\\new\\_\\%%');
  });
});

describe('a search comparison', () => {
  const openProbe = probeDatabases((database) => new PortalSqliteDialect({ database }));

  it('names its escape character, any column matching, on SQLite and on PostgreSQL alike', async () => {
    const { db } = await openProbe([]);
    const twoColumns = db.selectFrom('revoked_tokens').select('jti').where((eb) => matchesSearch(eb, ['jti', 'expires_at'], '%x%'));
    expect(twoColumns.compile().sql).toBe(
      `select "jti" from "revoked_tokens" where (lower("jti") like cast(? as text) escape '\\' or lower("expires_at") like cast(? as text) escape '\\')`,
    );
    const onPostgres = new Kysely<Database>({ dialect: postgresCompiler });
    expect(searched(onPostgres, '%x%').compile().sql).toBe(`select "jti" from "revoked_tokens" where lower("jti") like $1 escape '\\' order by "jti"`);
  });

  it('finds on SQLite exactly the texts holding what is typed', async () => {
    const { db } = await openProbe(TEXTS.map((text) => [text, '2030-01-01'] as const));
    for (const search of SEARCHES) {
      expect((await searched(db, searchPattern(search)).execute()).map((row) => row.jti).toSorted(), search).toEqual(holding(search));
    }
  });

  it('keeps a prepared query’s SQL the same whatever is typed', async () => {
    const { db } = await openProbe(TEXTS.map((text) => [text, '2030-01-01'] as const));
    // Under the tests, preparedQuery throws if a call's SQL or parameters differ from the shape's.
    const page = preparedQuery((dbx: Kysely<Database>, values: { pattern: string }) => searched(dbx, values.pattern));
    for (const search of SEARCHES) {
      expect((await page(db, { pattern: searchPattern(search) })).map((row) => row.jti).toSorted(), search).toEqual(holding(search));
    }
  });

  describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
    let db: Kysely<Database>;
    let schema: { url: string; drop: () => Promise<void> };

    beforeAll(async () => {
      if (!postgresUrl) return;
      schema = await createIsolatedSchema(postgresUrl, `test_search_${randomBytes(5).toString('hex')}`);
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 1 }) }) });
      await sql`create table revoked_tokens (jti text primary key, expires_at text not null)`.execute(db);
      for (const text of TEXTS) await sql`insert into revoked_tokens (jti, expires_at) values (${text}, '2030-01-01')`.execute(db);
    });
    afterAll(async () => {
      await db?.destroy();
      await schema?.drop();
    });

    it('reads the escape clause as one backslash and finds exactly the texts holding what is typed', async () => {
      const settings = await sql<{ standard_conforming_strings: string }>`show standard_conforming_strings`.execute(db);
      expect(settings.rows[0]?.standard_conforming_strings).toBe('on');
      for (const search of SEARCHES) {
        expect((await searched(db, searchPattern(search)).execute()).map((row) => row.jti).toSorted(), search).toEqual(holding(search));
      }
    });
  });
});
