import { entityNamesIn, type EntityNameIn } from './entities';

/**
 * How queued actions talk to the server (ARCHITECTURE "An action"): every change carries an idempotency key
 * and the version of the entity the user saw. A replayed key answers the first response and changes nothing;
 * a stale version answers 412 with the entity as it is now.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IF_MATCH_HEADER = 'If-Match';
/** When the user made the change (ISO date-time); the audit row keeps it for a change made offline (contract/audit.ts). */
export const QUEUED_AT_HEADER = 'X-Queued-At';
/** Set on a response replayed from the idempotency store, so tests and logs can tell. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** Keys are uuids; anything else is refused so the key table cannot be filled with junk. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long the server keeps answered keys: longer than any device stays offline with a queue. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

/** The body of a 412: the error shape plus the entity as the server has it now. */
export type PreconditionFailedBody<Entity> = { Message: string; current: Entity };

/**
 * What queued changes are about: each action names one, and the outbox speaks of it by name ("Someone changed this
 * grant after you opened it"). A record's changes go in order per entity (ARCHITECTURE "An action"). The names are the
 * outbox's column of the one table of entity kinds (contract/entities.ts).
 */
export const OUTBOX_ENTITIES = entityNamesIn('outbox');
export type OutboxEntity = EntityNameIn<'outbox'>;

export function isOutboxEntity(value: string): value is OutboxEntity {
  return (OUTBOX_ENTITIES as readonly string[]).includes(value);
}
