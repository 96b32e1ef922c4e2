import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { ERROR_CODE_HEADER, HandledStatus } from '#contract/errors';
import type { FieldKey } from '#contract/messages';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  IDEMPOTENT_REPLAY_HEADER,
  IF_MATCH_HEADER,
  QUEUED_AT_HEADER,
} from '#contract/outbox';
import { nowIso } from '../db/database';
import type { IdempotencyKeyTable } from '../db/grants-schema';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { inTransaction } from '../realtime/after-commit';
import { boundedQueuedAt, noteQueuedAt } from './audit';
import { signedInSide } from './signed-in';
import { ApiError, badRequest } from './errors';
import { renderApiError } from './error-handler';
import { localeFromHeader } from './locale';

/**
 * The server half of ARCHITECTURE "An action": a change may carry an Idempotency-Key and an If-Match version.
 * A key seen before answers its stored response and does nothing else; a new one runs the change, its audit entry
 * and the storing of the answer in one transaction. See docs/decisions/052-idempotent-actions.md.
 */

type Db = Kysely<Database>;
type StoredAnswer = Selectable<IdempotencyKeyTable>;

/** Same key, another request: not a retry, so neither replayed nor run. */
const UNPROCESSABLE = 422;
const DAY_MS = 86_400_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the change needs to know about the request beyond its body. */
export type ActionRequest = {
  /** The version the client based its change on (If-Match), or null when it sent none. */
  ifMatch: number | null;
};

/** An If-Match that no longer matches: a 412 whose body also carries the entity as it is now. */
export class StaleVersionError extends ApiError {
  constructor(
    readonly current: unknown,
    field: FieldKey,
  ) {
    super(HandledStatus.PreconditionFailed, 'stale', { field });
    this.name = 'StaleVersionError';
  }
}

/** Documents the two headers on every write route; loose, so the other headers stay readable. */
export const actionHeadersSchema = z.looseObject({
  'idempotency-key': z.string().optional().describe(`${IDEMPOTENCY_KEY_HEADER}: a uuid; a repeated key answers the first response`),
  'if-match': z
    .string()
    .optional()
    .describe(`${IF_MATCH_HEADER}: the entity version the change is based on (its ETag, or the bare number); a stale one answers 412`),
  'x-queued-at': z.string().optional().describe(`${QUEUED_AT_HEADER}: when the user made the change (ISO), if it waited in the outbox`),
});

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = headerValue(request, IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value.trim())) throw badRequest('badIdempotencyKey');
  return value.trim().toLowerCase();
}

/** `3`, `"3"` and `W/"3"` all mean version 3: clients and proxies write entity tags either way. */
export function readIfMatch(request: FastifyRequest): number | null {
  const value = headerValue(request, IF_MATCH_HEADER);
  if (value === undefined || value.trim() === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value.trim());
  if (!match?.[1]) throw badRequest('invalid', { field: IF_MATCH_HEADER });
  return Number(match[1]);
}

/** Whether the request carries a well-formed Idempotency-Key that already has an answer (a retry to replay). */
export async function hasStoredAnswer(request: FastifyRequest): Promise<boolean> {
  const value = headerValue(request, IDEMPOTENCY_KEY_HEADER)?.trim();
  if (!value || !IDEMPOTENCY_KEY_PATTERN.test(value)) return false;
  return (await findAnswer(request.server.portal.db, value.toLowerCase())) !== undefined;
}

function findAnswer(db: Db, key: string): Promise<StoredAnswer | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
}

/** SQLite reports a duplicate primary key with its own code; PostgreSQL says 23505 for both. */
function isKeyTaken(error: unknown): boolean {
  return (
    isUniqueViolation(error) || (typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}

type Caller = { donorId: number; userId: number; method: string; path: string };

/** The idempotency_keys.donor_id of a partner user's actions (the column predates partner accounts and is not a reference). */
const PARTNER_KEY_DONOR = 0;

function replay(reply: FastifyReply, stored: StoredAnswer, caller: Caller): FastifyReply {
  const sameRequest =
    stored.donor_id === caller.donorId && stored.user_id === caller.userId && stored.method === caller.method && stored.path === caller.path;
  if (!sameRequest) throw new ApiError(UNPROCESSABLE, 'idempotencyKeyReused');
  reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (stored.error_code) reply.header(ERROR_CODE_HEADER, stored.error_code);
  return reply.code(stored.status).type(JSON_TYPE).send(stored.body);
}

async function storeAnswer(db: Db, key: string, caller: Caller, status: number, body: string, errorCode: string | null): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      key,
      donor_id: caller.donorId,
      user_id: caller.userId,
      method: caller.method,
      path: caller.path,
      status,
      body,
      error_code: errorCode,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Runs one change as an action. `change` receives the transaction and the If-Match version; everything it writes
 * (the change, the version bump, the audit entry) commits together with the stored answer, or not at all.
 * Refusals (ApiError, 4xx) are stored too, so a retried request gets the same answer; other failures are not.
 *
 * It returns the reply it sent (a thenable), so the route handler's promise settles only once the answer is written:
 * a handler promise that resolves to `undefined` while an async onSend hook (compression) is still writing makes
 * Fastify send a second, empty answer over the first, and the browser receives `200`, `content-encoding: br`,
 * `content-length: 0` (docs/decisions/149-handlers-return-their-reply.md).
 */
export async function performAction<Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (trx: Db, action: ActionRequest) => Promise<Result>,
): Promise<void> {
  const db = request.server.portal.db;
  const account = signedInSide(request);
  const key = readIdempotencyKey(request);
  const ifMatch = readIfMatch(request);
  const queuedAt = boundedQueuedAt(headerValue(request, QUEUED_AT_HEADER));
  // A partner user has no funder: their keys are kept under funder 0, and the user id tells callers apart anyway.
  const donorId = account.kind === 'staff' ? account.donorId : PARTNER_KEY_DONOR;
  const caller: Caller = { donorId, userId: account.id, method: request.method, path: request.url };

  if (key) {
    const stored = await findAnswer(db, key);
    if (stored) return replay(reply, stored, caller);
  }

  try {
    const body = await inTransaction(db, async (trx) => {
      noteQueuedAt(trx, queuedAt);
      // Claiming the key first makes a concurrent twin wait on it (PostgreSQL) and then fail, instead of applying twice.
      if (key) await storeAnswer(trx, key, caller, HandledStatus.ServerError, '', null);
      const result = await change(trx, { ifMatch });
      const json = JSON.stringify(result);
      if (key) await trx.updateTable('idempotency_keys').set({ status: 200, body: json }).where('key', '=', key).execute();
      return json;
    });
    return reply.code(200).type(JSON_TYPE).send(body);
  } catch (error) {
    if (key && isKeyTaken(error)) {
      const stored = await findAnswer(db, key);
      if (stored) return replay(reply, stored, caller);
    }
    if (!(error instanceof ApiError) || error.status >= HandledStatus.ServerError) throw error;
    const rendered = renderApiError(error, localeFromHeader(request.headers['accept-language']));
    const body = JSON.stringify(error instanceof StaleVersionError ? { ...rendered, current: error.current } : rendered);
    if (key) {
      try {
        await storeAnswer(db, key, caller, error.status, body, error.code);
      } catch (storeError) {
        if (!isKeyTaken(storeError)) throw storeError;
        const stored = await findAnswer(db, key);
        if (stored) return replay(reply, stored, caller);
      }
    }
    reply.header(ERROR_CODE_HEADER, error.code);
    return reply.code(error.status).type(JSON_TYPE).send(body);
  }
}

/** Forgets answers older than the retention: a device offline longer than that has bigger problems than a replay. */
export async function purgeExpiredAnswers(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const scheduled = new WeakSet<object>();

/** Purges once when the app is ready and then daily; safe to call from several modules. */
export function scheduleAnswerPurge(app: FastifyInstance): void {
  const db = app.portal.db;
  if (scheduled.has(db)) return;
  scheduled.add(db);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await purgeExpiredAnswers(db);
    timer = setInterval(() => {
      purgeExpiredAnswers(db).catch((error: unknown) => app.log.error({ err: error }, 'idempotency purge failed'));
    }, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
