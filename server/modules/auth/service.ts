import type { TokenResponse } from '#contract/auth';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import { passwordWeakness, personalWords } from '#contract/password-strength';
import { issueAccessToken } from '../../platform/access-tokens';
import { accountLink, accountLockedMail, passwordResetMail } from '../../platform/account-mails';
import type { PortalContext, SignedInAccount } from '../../platform/app-context';
import { staffFromAccessToken } from '../../platform/auth';
import { badRequest, fieldError, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { ACCOUNT_FAILURES_ALLOWED, ACCOUNT_LOCK_MS, tooManyRequests, utcTime, withinLimit } from '../../platform/rate-limits';
import { isUniqueViolation } from '../../db/unique-violation';
import { hubOfDatabase } from '../../realtime/hub';
import { activateOrganisationOf } from '../partner-organisation/repository';
import { findLiveUserByEmail, findLiveUserById, setPassword, updateUser, type UserRow } from '../users/repository';
import { consumeCode, issueCode, usableCode } from './account-codes';
import { revokeToken } from './revocation-repository';
import { deleteSessionByJti, deleteSessionsOf, insertSession, type ClientInfo } from './session-repository';

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

export type { ClientInfo };

/** Issues a token and records its session (the user's list of signed-in devices). */
async function startSession(portal: PortalContext, user: UserRow, client: ClientInfo): Promise<TokenResponse> {
  const issued = await issueAccessToken(portal.config.jwtSecret, user);
  await insertSession(portal.db, { jti: issued.jti, userId: user.id, client, expiresAt: issued.expiresAt });
  return issued.response;
}

async function tokenFor(portal: PortalContext, userId: number, client: ClientInfo): Promise<TokenResponse> {
  const user = await findLiveUserById(portal.db, userId);
  if (!user) throw unauthorized();
  return startSession(portal, user, client);
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * POST /connect/token. The answer never says whether the email or the password was wrong. Each attempt is counted
 * before the slow hash (and forgotten on success) twice: per account (10 failures in 15 minutes lock it for 15
 * minutes, and its owner is mailed once) and per client address and email (10 a minute). During a lock even the
 * right password is refused, and an unknown email locks like a real one, so the lock tells nobody who has an account.
 */
export async function passwordGrant(portal: PortalContext, input: { username: string; password: string }, client: ClientInfo, log: Log): Promise<TokenResponse> {
  const email = emailKey(input.username);
  const byAccount = await portal.limits.signInByAccount.reserve(email);
  if (!byAccount.granted) throw tooManyRequests(byAccount, 'accountLocked');
  // The tenth counted attempt that does not succeed locks the account, whatever refused it.
  const failed = async () => {
    if (byAccount.count === ACCOUNT_FAILURES_ALLOWED) await lockAccount(portal, email, log);
  };
  const byAddress = await portal.limits.signInByAddress.reserve(`${client.address ?? ''}|${email}`);
  if (!byAddress.granted) {
    await failed();
    throw tooManyRequests(byAddress, 'tooManyRequests');
  }
  const user = await findLiveUserByEmail(portal.db, input.username);
  const usable = user && user.active === 1 && user.password_hash ? user : null;
  const matches = await verifyPassword(input.password, usable?.password_hash ?? (await decoyPasswordHash()));
  if (!usable || !matches) {
    await failed();
    throw badRequest('invalidCredentials');
  }
  await portal.limits.signInByAccount.forget(email);
  await portal.limits.signInByAddress.forget(`${client.address ?? ''}|${email}`);
  return startSession(portal, usable, client);
}

/** Locks sign-in to the address for 15 minutes and, after the answer, mails its owner (when there is one). */
async function lockAccount(portal: PortalContext, email: string, log: Log): Promise<void> {
  const until = await portal.limits.signInByAccount.lock(email, ACCOUNT_LOCK_MS);
  portal.background.run('account locked mail', async () => {
    const user = await findLiveUserByEmail(portal.db, email);
    if (!user || user.active !== 1) return;
    log.info({ userId: user.id, until: until.toISOString() }, 'account locked after failed sign-ins');
    const mail = accountLockedMail({ to: user.email, name: user.name, until: utcTime(until), loginLink: `${portal.config.publicUrl}/login` });
    await sendSafely(portal, mail, log);
  });
}

/**
 * POST /api/auth/LoginByToken: another app hands over a still-valid token; the user gets a fresh one of their own,
 * and the handed-over token is revoked (it has been replaced, and a token that travelled through a URL is spent).
 */
export async function loginByToken(portal: PortalContext, token: string, client: ClientInfo): Promise<TokenResponse> {
  const staff = await staffFromAccessToken(portal, token);
  if (!staff) throw unauthorized();
  await endSession(portal, staff.id, staff.jti, staff.tokenExpiresAt);
  return tokenFor(portal, staff.id, client);
}

export async function logout(portal: PortalContext, staff: SignedInAccount): Promise<void> {
  await endSession(portal, staff.id, staff.jti, staff.tokenExpiresAt);
}

/** One token stops working everywhere: revoked, its session forgotten, its sockets closed. */
export async function endSession(portal: PortalContext, userId: number, jti: string, expiresAt: Date): Promise<void> {
  await revokeToken(portal.db, jti, expiresAt);
  await deleteSessionByJti(portal.db, jti);
  endLiveSessions(portal, userId, jti);
}

/** The hub closes the sockets of sessions that just ended: one token's, or (without `jti`) all of the user's. */
export function endLiveSessions(portal: PortalContext, userId: number, jti?: string): void {
  hubOfDatabase(portal.db)?.revoke(jti === undefined ? { userId } : { userId, jti });
}

/**
 * Counts a ForgotPassword call per client address and per email; past either limit, 429 with Retry-After. Nothing
 * is looked up, so the answer still says nothing about who has an account.
 */
export async function limitResetMails(portal: PortalContext, email: string, clientAddress: string): Promise<void> {
  await withinLimit(portal.limits.resetMailsByAddress, clientAddress);
  await withinLimit(portal.limits.mailsByRecipient, `reset|${emailKey(email)}`);
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

/** Refuses a new password that is short or easy to guess, naming the field (decision 161). */
export function requireStrongPassword(password: string, field: string, user: { name: string; email: string }): void {
  const weakness = passwordWeakness(password, personalWords(user.name, user.email));
  if (weakness === 'minLength') throw fieldError(field, 'minLength', { min: PASSWORD_MIN_LENGTH });
  if (weakness) throw fieldError(field, weakness);
}

/**
 * Any account link proves the mailbox, so it may also set the password; it activates an invited user, ends every
 * session of the account, and lifts a sign-in lock.
 */
export async function resetPassword(portal: PortalContext, input: { code: string; password: string; purpose: number }): Promise<void> {
  const purpose = toPurpose(input.purpose);
  const { user: holder } = await usableCode(portal.db, input.code, [purpose]);
  requireStrongPassword(input.password, 'password', holder);
  // Hashed before the transaction: on SQLite a transaction holds the one connection, and scrypt takes a while.
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const owner = await consumeCode(trx, input.code, [purpose]);
      await setPassword(trx, owner.id, passwordHash, true);
      await activateOrganisationOf(trx, owner);
      await deleteSessionsOf(trx, owner.id);
      return owner;
    })
    .catch(refuseSecondAccount);
  await portal.limits.signInByAccount.forget(emailKey(user.email));
  endLiveSessions(portal, user.id);
}

/** POST /api/DonorAccountSetup/SetUserCredentials: the invited user chooses a password and is signed in. */
export async function setCredentials(portal: PortalContext, input: { token: string; password: string }, client: ClientInfo): Promise<TokenResponse> {
  const purposes = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP];
  const { user: holder } = await usableCode(portal.db, input.token, purposes);
  requireStrongPassword(input.password, 'password', holder);
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const invited = await consumeCode(trx, input.token, purposes);
      await setPassword(trx, invited.id, passwordHash, true);
      await activateOrganisationOf(trx, invited);
      return invited;
    })
    .catch(refuseSecondAccount);
  return tokenFor(portal, user.id, client);
}

/** POST /api/DonorAccountSetup/Setup: SetUserCredentials and SetupProfile in one transaction; the link is used up only if both hold. */
export async function setupAccount(
  portal: PortalContext,
  input: { token: string; password: string; name: string; phone?: string | undefined },
  client: ClientInfo,
): Promise<TokenResponse> {
  const purposes = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP];
  const { user: holder } = await usableCode(portal.db, input.token, purposes);
  requireStrongPassword(input.password, 'password', { ...holder, name: input.name });
  const passwordHash = await hashPassword(input.password);
  const user = await portal.db
    .transaction()
    .execute(async (trx) => {
      const invited = await consumeCode(trx, input.token, purposes);
      await setPassword(trx, invited.id, passwordHash, true);
      await activateOrganisationOf(trx, invited);
      await updateUser(trx, invited.id, { name: input.name, ...(input.phone !== undefined ? { phone: input.phone || null } : {}) });
      return invited;
    })
    .catch(refuseSecondAccount);
  return tokenFor(portal, user.id, client);
}

/**
 * Every other session ends with the old password (signed out, sockets closed); the caller's own session continues
 * on the token answered here, which replaces the one it used.
 */
export async function changePassword(
  portal: PortalContext,
  staff: SignedInAccount,
  input: { OldPassword: string; NewPassword: string },
  client: ClientInfo,
): Promise<TokenResponse> {
  const user: UserRow | undefined = await findLiveUserById(portal.db, staff.id);
  if (!user?.password_hash || !(await verifyPassword(input.OldPassword, user.password_hash))) {
    throw fieldError('OldPassword', 'wrongOldPassword');
  }
  requireStrongPassword(input.NewPassword, 'NewPassword', user);
  // One statement: the new hash and the raised token_version land together.
  await setPassword(portal.db, user.id, await hashPassword(input.NewPassword), false);
  await revokeToken(portal.db, staff.jti, staff.tokenExpiresAt);
  await deleteSessionsOf(portal.db, user.id);
  endLiveSessions(portal, user.id);
  return tokenFor(portal, staff.id, client);
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
