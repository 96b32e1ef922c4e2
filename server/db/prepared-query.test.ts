import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { probeDatabases } from '../test/probe-database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';

describe('queries compiled once and bound on each call', () => {
  const openProbe = probeDatabases((database) => new SqliteDialect({ database }));
  const probeDb = async () => (await openProbe(['a', 'b', 'c', 'd'].map((jti, index) => [jti, `2030-01-0${index + 1}`] as const))).db;

  it('binds each call its own values, lists of any length, and the variant picks the shape', async () => {
    const db = await probeDb();
    const tokens = preparedQuery((dbx: Kysely<Database>, values: { jtis: string[]; limit: number }, variant: 'asc' | 'desc') =>
      dbx.selectFrom('revoked_tokens').select('jti').where('jti', 'in', values.jtis).orderBy('jti', variant).limit(values.limit),
    );
    expect(await tokens(db, { jtis: ['a', 'b', 'c'], limit: 2 }, 'asc')).toEqual([{ jti: 'a' }, { jti: 'b' }]);
    expect(await tokens(db, { jtis: ['b', 'c', 'd'], limit: 2 }, 'asc')).toEqual([{ jti: 'b' }, { jti: 'c' }]);
    expect(await tokens(db, { jtis: ['a', 'd'], limit: 5 }, 'desc')).toEqual([{ jti: 'd' }, { jti: 'a' }]);
    expect(await tokens(db, { jtis: ['x'], limit: 5 }, 'asc')).toEqual([]);
  });

  it('works inside a transaction, on its connection', async () => {
    const db = await probeDb();
    const one = preparedQuery((dbx: Kysely<Database>, values: { jti: string }) => dbx.selectFrom('revoked_tokens').select('expires_at').where('jti', '=', values.jti));
    const seen = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('revoked_tokens').where('jti', '=', 'b').execute();
      return [await one(trx, { jti: 'b' }), await one(trx, { jti: 'c' })];
    });
    expect(seen).toEqual([[], [{ expires_at: '2030-01-03' }]]);
  });

  it('refuses, under the tests, a query whose SQL depends on a value rather than on the variant', async () => {
    const db = await probeDb();
    const wrong = preparedQuery((dbx: Kysely<Database>, values: { jti: string | null }) => {
      const query = dbx.selectFrom('revoked_tokens').select('jti');
      // A branch on a value: the first call's shape would be reused for the other.
      return values.jti === null ? query : query.where('jti', '=', values.jti);
    });
    await expect(wrong(db, { jti: null })).rejects.toThrow(/depends on a value/);
  });
});
