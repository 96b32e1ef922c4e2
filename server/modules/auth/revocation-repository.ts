import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/** A revoked token is remembered only until it would have expired anyway. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}
