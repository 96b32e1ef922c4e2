import type { Kysely, Selectable } from 'kysely';
import type { TokenPurpose } from '#contract/enums';
import { nowIso } from '../../db/database';
import type { AccountTokenTable, Database } from '../../db/schema';

type Db = Kysely<Database>;
export type AccountTokenRow = Selectable<AccountTokenTable>;

export async function insertAccountToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; hash: string; lifetimeSeconds: number },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: values.hash,
      purpose: values.purpose,
      user_id: values.userId,
      expires_at: new Date(now.getTime() + values.lifetimeSeconds * 1000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

export function findAccountToken(db: Db, hash: string): Promise<AccountTokenRow | undefined> {
  return db.selectFrom('account_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

/** Marks the token used; false when another request used it first, so a link works exactly once. */
export async function consumeAccountToken(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('account_tokens').set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Issuing a new link kills the user's earlier unused links of the same kind. */
export async function deleteUnusedTokens(db: Db, userId: number, purposes: readonly TokenPurpose[]): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', 'in', [...purposes]).where('used_at', 'is', null).execute();
}
