import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import type { TokenPurpose } from '#contract/enums';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError, badRequest } from '../../platform/errors';
import { hashOneTimeCode, newOneTimeCode } from '../../platform/one-time-codes';
import { findLiveUserById, type UserRow } from '../users/repository';
import { consumeAccountToken, deleteUnusedTokens, findAccountToken, insertAccountToken, type AccountTokenRow } from './account-token-repository';

type Db = Kysely<Database>;

/**
 * The code of a mailed link, checked in the order a user can tell apart: unknown (400 tokenInvalid), already used
 * (400 tokenUsed), expired (410 tokenExpired).
 */
export async function usableCode(db: Db, code: string, purposes: readonly TokenPurpose[]): Promise<{ token: AccountTokenRow; user: UserRow }> {
  const token = await findAccountToken(db, hashOneTimeCode(code));
  const user = token ? await findLiveUserById(db, token.user_id) : undefined;
  if (!token || !user || !(purposes as readonly number[]).includes(token.purpose)) throw badRequest('tokenInvalid');
  if (token.used_at) throw badRequest('tokenUsed');
  if (token.expires_at <= nowIso()) throw new ApiError(HandledStatus.Gone, 'tokenExpired');
  return { token, user };
}

export async function consumeCode(db: Db, code: string, purposes: readonly TokenPurpose[]): Promise<UserRow> {
  const { token, user } = await usableCode(db, code, purposes);
  if (!(await consumeAccountToken(db, token.id))) throw badRequest('tokenUsed');
  return user;
}

/** A fresh link code for the user; earlier unused codes of the same purposes die with it. */
export async function issueCode(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  lifetimeSeconds: number,
  replaces: readonly TokenPurpose[] = [purpose],
): Promise<string> {
  await deleteUnusedTokens(db, userId, replaces);
  const { code, hash } = newOneTimeCode();
  await insertAccountToken(db, { userId, purpose, hash, lifetimeSeconds });
  return code;
}
