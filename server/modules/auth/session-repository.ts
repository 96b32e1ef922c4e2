import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, SessionTable } from '../../db/schema';

type Db = Kysely<Database>;
export type SessionRow = Selectable<SessionTable>;

/** Where a sign-in came from: the client address and the browser's User-Agent. */
export type ClientInfo = { address: string | null; userAgent: string | null };

const USER_AGENT_MAX = 400;

export async function insertSession(db: Db, values: { jti: string; userId: number; client: ClientInfo; expiresAt: Date }): Promise<void> {
  const now = nowIso();
  // Sessions that ended on their own are swept with each new one, so the table stays the size of the live ones.
  await db.deleteFrom('sessions').where('user_id', '=', values.userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({
      jti: values.jti,
      user_id: values.userId,
      user_agent: values.client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      client_address: values.client.address,
      created_at: now,
      last_seen_at: now,
      expires_at: values.expiresAt.toISOString(),
    })
    .execute();
}

export function liveSessionsOf(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSession(db: Db, userId: number, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function deleteSessionByJti(db: Db, jti: string): Promise<void> {
  await db.deleteFrom('sessions').where('jti', '=', jti).execute();
}

/** Every session of the user ends (a password change, sign out everywhere), except `keepJti` when given. */
export async function deleteSessionsOf(db: Db, userId: number, keepJti?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepJti !== undefined) query = query.where('jti', '<>', keepJti);
  await query.execute();
}

export async function touchSession(db: Db, jti: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('jti', '=', jti).execute();
}

/** Raises the user's token_version: every access token issued before stops working at once (decision 012). */
export async function endEveryToken(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
