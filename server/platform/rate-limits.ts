import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import type { Database } from '../db/schema';
import { AttemptLimiter, type CounterStore, type Reservation } from './attempt-limiter';
import { DatabaseCounterStore } from './database-counter-store';
import { ApiError } from './errors';
import { RedisCounterStore } from './redis-attempt-limiter';

const MINUTE = 60_000;

/** Sign-in failures allowed per account before it is locked, within SIGN_IN_LOCK_WINDOW_MS (OWASP ASVS 2.2.1). */
export const ACCOUNT_FAILURES_ALLOWED = 10;
export const ACCOUNT_WINDOW_MS = 15 * MINUTE;
/** How long an account stays locked after its tenth failure. */
export const ACCOUNT_LOCK_MS = 15 * MINUTE;

/**
 * Every limit of the portal, over one store (database, or Redis with REDIS_URL). Keys name who is counted: the
 * client address, the email, the user.
 */
export type RateLimits = {
  /** Sign-ins per client address and email: 10 a minute (decisions 012 and 153). */
  signInByAddress: AttemptLimiter;
  /** Sign-in failures per account: 10 in 15 minutes lock it for 15 minutes (decision 160). */
  signInByAccount: AttemptLimiter;
  /** CheckToken, LoginByToken, ResetPassword and SetUserCredentials, per call and client address. */
  accountLinks: AttemptLimiter;
  /** ForgotPassword, and an organisation's registration (keys `register|…`), per client address. */
  resetMailsByAddress: AttemptLimiter;
  /** ForgotPassword and registrations per email, and ResendInvitationEmail per invited user: mails one mailbox receives. */
  mailsByRecipient: AttemptLimiter;
  store: CounterStore;
};

export function rateLimits(store: CounterStore, now: () => number = Date.now): RateLimits {
  const limiter = (name: string, allowed: number, windowMs: number) => new AttemptLimiter(store, { name, allowed, windowMs }, now);
  return {
    signInByAddress: limiter('sign-in', 10, MINUTE),
    signInByAccount: limiter('account', ACCOUNT_FAILURES_ALLOWED, ACCOUNT_WINDOW_MS),
    accountLinks: limiter('links', 60, 15 * MINUTE),
    resetMailsByAddress: limiter('reset-mails', 20, 15 * MINUTE),
    mailsByRecipient: limiter('mails', 5, 15 * MINUTE),
    store,
  };
}

type Log = { warn(object: object, message: string): void };

/** Redis with REDIS_URL, else the database: both shared by every instance and kept across restarts. */
export function counterStore(db: Kysely<Database>, redisUrl: string | null, log: Log): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl, 'donor-portal:attempts', log) : new DatabaseCounterStore(db);
}

/** 429 with Retry-After (seconds) and the time to try again, in UTC, in the message. */
export function tooManyRequests(reservation: Reservation, key: 'tooManyRequests' | 'tryAgainLater' | 'accountLocked' = 'tryAgainLater'): ApiError {
  return new ApiError(HandledStatus.TooManyRequests, key, { time: utcTime(reservation.resetsAt) }, {}, key, reservation.retryAfterSeconds);
}

/** "14:05" in UTC, as the server's messages name the time (the PWA shows it in the reader's own time and language). */
export function utcTime(at: Date): string {
  return at.toISOString().slice(11, 16);
}

/** Counts one call; past the limit, refuses it with 429 and Retry-After. */
export async function withinLimit(limiter: AttemptLimiter, key: string): Promise<void> {
  const reservation = await limiter.reserve(key);
  if (!reservation.granted) throw tooManyRequests(reservation);
}
