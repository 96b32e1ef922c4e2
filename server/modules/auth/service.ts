import type { TokenResponse } from '#contract/auth';
import { RESET_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import { issueAccessToken } from '../../platform/access-tokens';
import { accountLink, passwordResetMail } from '../../platform/account-mails';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { staffFromAccessToken } from '../../platform/auth';
import { ApiError, badRequest, fieldError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { isUniqueViolation } from '../../db/unique-violation';
import { hubOfDatabase } from '../../realtime/hub';
import { findLiveUserByEmail, findLiveUserById, setPassword, updateUser, type UserRow } from '../users/repository';
import { consumeCode, issueCode, usableCode } from './account-codes';
import { revokeToken } from './revocation-repository';

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

async function tokenFor(portal: PortalContext, userId: number): Promise<TokenResponse> {
  const user = await findLiveUserById(portal.db, userId);
  if (!user) throw unauthorized();
  return issueAccessToken(portal.config.jwtSecret, user);
}

/**
 * POST /connect/token. The answer never says whether the email or the password was wrong. The attempt is counted
 * before the slow hash (and forgotten on success), so parallel guesses cannot all slip under the limit.
 */
export async function passwordGrant(portal: PortalContext, input: { username: string; password: string }, clientKey: string): Promise<TokenResponse> {
  const attemptKey = `${clientKey}|${input.username.trim().toLowerCase()}`;
  if (!(await portal.signInLimiter.reserve(attemptKey))) throw new ApiError(HandledStatus.TooManyRequests, 'tooManyRequests');
  const user = await findLiveUserByEmail(portal.db, input.username);
  const usable = user && user.active === 1 && user.password_hash ? user : null;
  const matches = await verifyPassword(input.password, usable?.password_hash ?? (await decoyPasswordHash()));
  if (!usable || !matches) throw badRequest('invalidCredentials');
  await portal.signInLimiter.forget(attemptKey);
  return issueAccessToken(portal.config.jwtSecret, usable);
}

/** POST /api/auth/LoginByToken: another app hands over a still-valid token; the user gets a fresh one of their own. */
export async function loginByToken(portal: PortalContext, token: string): Promise<TokenResponse> {
  const staff = await staffFromAccessToken(portal, token);
  if (!staff) throw unauthorized();
  return tokenFor(portal, staff.id);
}

export async function logout(portal: PortalContext, staff: SignedInStaff): Promise<void> {
  await revokeToken(portal.db, staff.jti, staff.tokenExpiresAt);
  endLiveSessions(portal, staff.id, staff.jti);
}

/** The hub closes the sockets of sessions that just ended: one token's, or (without `jti`) all of the user's. */
export function endLiveSessions(portal: PortalContext, userId: number, jti?: string): void {
  hubOfDatabase(portal.db)?.revoke(jti === undefined ? { userId } : { userId, jti });
}

/** Always succeeds, so the form cannot be used to find out who has an account. */
export async function forgotPassword(portal: PortalContext, email: string, log: Log): Promise<void> {
  const user = await findLiveUserByEmail(portal.db, email);
  // An invited user who has not set a password yet uses the invitation link instead.
  if (!user || user.active !== 1) return;
  const code = await issueCode(portal.db, user.id, TokenPurpose.FORGET_PASSWORD, RESET_TOKEN_LIFETIME_SECONDS);
  const link = accountLink(portal.config.publicUrl, code, TokenPurpose.FORGET_PASSWORD);
  await sendSafely(portal, passwordResetMail({ to: user.email, name: user.name, link }), log);
}

export async function checkToken(portal: PortalContext, code: string, purposes: readonly TokenPurpose[]): Promise<{ valid: true; email: string; name: string }> {
  const { user } = await usableCode(portal.db, code, purposes);
  return { valid: true, email: user.email, name: user.name };
}

/** Any account link proves the mailbox, so it may also set the password; it activates an invited user. */
export async function resetPassword(portal: PortalContext, input: { code: string; password: string; purpose: number }): Promise<void> {
  const purpose = toPurpose(input.purpose);
  // Hashed before the transaction: on SQLite a transaction holds the one connection, and scrypt takes a while.
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const owner = await consumeCode(trx, input.code, [purpose]);
      await setPassword(trx, owner.id, passwordHash, true);
      return owner;
    })
    .catch(refuseSecondAccount);
  endLiveSessions(portal, user.id);
}

/** POST /api/DonorAccountSetup/SetUserCredentials: the invited user chooses a password and is signed in. */
export async function setCredentials(portal: PortalContext, input: { token: string; password: string }): Promise<TokenResponse> {
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const invited = await consumeCode(trx, input.token, [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP]);
      await setPassword(trx, invited.id, passwordHash, true);
      return invited;
    })
    .catch(refuseSecondAccount);
  return tokenFor(portal, user.id);
}

/** POST /api/DonorAccountSetup/Setup: SetUserCredentials and SetupProfile in one transaction; the link is used up only if both hold. */
export async function setupAccount(
  portal: PortalContext,
  input: { token: string; password: string; name: string; phone?: string | undefined },
): Promise<TokenResponse> {
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const invited = await consumeCode(trx, input.token, [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP]);
      await setPassword(trx, invited.id, passwordHash, true);
      await updateUser(trx, invited.id, { name: input.name, ...(input.phone !== undefined ? { phone: input.phone || null } : {}) });
      return invited;
    })
    .catch(refuseSecondAccount);
  return tokenFor(portal, user.id);
}

/** Other sessions end with the old password; the caller's own session continues on the token answered here. */
export async function changePassword(
  portal: PortalContext,
  staff: SignedInStaff,
  input: { OldPassword: string; NewPassword: string },
): Promise<TokenResponse> {
  const user: UserRow | undefined = await findLiveUserById(portal.db, staff.id);
  if (!user?.password_hash || !(await verifyPassword(input.OldPassword, user.password_hash))) {
    throw fieldError('OldPassword', 'wrongOldPassword');
  }
  // One statement: the new hash and the raised token_version land together.
  await setPassword(portal.db, user.id, await hashPassword(input.NewPassword), false);
  endLiveSessions(portal, user.id);
  return tokenFor(portal, staff.id);
}

/**
 * Accepting an invitation of an address that meanwhile signed up with another funder: one signed-up account per
 * address (decision 155). Said to whoever holds the link, that is the mailbox's owner; the link stays unused.
 */
function refuseSecondAccount(error: unknown): never {
  throw isUniqueViolation(error) ? badRequest('emailTaken') : error;
}

function toPurpose(value: number): TokenPurpose {
  const purposes: readonly number[] = Object.values(TokenPurpose);
  if (!purposes.includes(value)) throw fieldError('purpose', 'invalid');
  return value as TokenPurpose;
}

/** A mail that cannot be sent is logged; the account change it reports has already happened. */
export async function sendSafely(portal: PortalContext, message: Parameters<PortalContext['mailer']['send']>[0], log: Log): Promise<void> {
  try {
    await portal.mailer.send(message);
  } catch (error) {
    log.error({ err: error, to: message.to }, 'mail could not be sent');
  }
}
