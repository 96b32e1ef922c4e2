/**
 * The outbox's state machine, pure: what a record becomes after each outcome, which record goes next, and how
 * later records follow a success. No IndexedDB, no clock, no network: outbox-engine.ts does the effects.
 */
import type { OutboxError, OutboxRecord } from './outbox-types';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
/** A retry waits between 75% and 100% of its step, so many devices coming back together do not send in step. */
export const BACKOFF_JITTER = 0.25;

export type SendOutcome =
  | { kind: 'success' }
  /** No answer at all: offline, DNS, reset. */
  | { kind: 'network' }
  /** 5xx: the server failed; the same request may succeed later. */
  | { kind: 'server-error'; error: OutboxError }
  /** 412: the entity changed since the user saw it. */
  | { kind: 'conflict'; error: OutboxError; current: unknown }
  /** Any other 4xx: the server refuses this change as it is. */
  | { kind: 'rejected'; error: OutboxError }
  /** 401: the session ended; the record waits for the next sign-in, not counted as an attempt. */
  | { kind: 'unauthorized' };

export type OutboxEvent =
  | SendOutcome
  | { kind: 'send' }
  /**
   * The user asks to send a queued or rejected record again now. A rejected one gets `freshKey`: the server
   * stored its refusal under the old key and would replay it.
   */
  | { kind: 'retry'; freshKey: string }
  /** The user keeps their change over the server's: sent again on top of the current version, under `freshKey`. */
  | { kind: 'reapply'; version: number | null; freshKey: string }
  /**
   * The user corrected a rejected change (Pending changes, "Edit and send again"): the new payload takes its place
   * in the queue under `freshKey`, on the version it was based on. A new request, so its attempts start again.
   */
  | { kind: 'edit'; payload: unknown; freshKey: string }
  /** A tab took over the queue and found a record left "sending" by a tab that died: the answer was lost. */
  | { kind: 'recover' };

/** 1 s, 2 s, 4 s … 60 s for the n-th failed attempt (n >= 1), less up to a quarter of it at random. */
export function backoffDelay(attempts: number, random: number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (1 - BACKOFF_JITTER * random));
}

function withoutProblem<Payload>(record: OutboxRecord<Payload>): OutboxRecord<Payload> {
  const { error: _error, current: _current, ...rest } = record;
  return rest;
}

/**
 * The record after `event`, or null when it is done (the server accepted it). Events that make no sense in the
 * record's state (a reapply of a queued record, a send of a conflict) leave it as it is.
 */
export function nextState<Payload>(
  record: OutboxRecord<Payload>,
  event: OutboxEvent,
  now: number,
  random: number = Math.random(),
): OutboxRecord<Payload> | null {
  switch (event.kind) {
    case 'send':
      return record.state === 'queued' ? { ...record, state: 'sending' } : record;
    case 'success':
      return null;
    case 'network': {
      const attempts = record.attempts + 1;
      return { ...withoutProblem(record), state: 'queued', attempts, nextAttemptAt: now + backoffDelay(attempts, random), error: { status: 0, message: '' } };
    }
    case 'server-error': {
      const attempts = record.attempts + 1;
      return { ...withoutProblem(record), state: 'queued', attempts, nextAttemptAt: now + backoffDelay(attempts, random), error: event.error };
    }
    case 'conflict':
      return { ...record, state: 'conflict', attempts: record.attempts + 1, error: event.error, current: event.current };
    case 'rejected': {
      const { current: _current, ...rest } = record;
      return { ...rest, state: 'rejected', attempts: record.attempts + 1, error: event.error };
    }
    case 'unauthorized':
    case 'recover':
      return record.state === 'sending' ? { ...record, state: 'queued', nextAttemptAt: now } : record;
    case 'retry':
      if (record.state === 'queued') return { ...record, nextAttemptAt: now };
      return record.state === 'rejected' ? { ...withoutProblem(record), key: event.freshKey, state: 'queued', nextAttemptAt: now } : record;
    case 'edit':
      return record.state === 'rejected'
        ? // The caller passes the payload of the record's own action: a record only ever meets its action's payload.
          { ...withoutProblem(record), key: event.freshKey, payload: event.payload as Payload, state: 'queued', attempts: 0, nextAttemptAt: now }
        : record;
    case 'reapply':
      return record.state === 'conflict'
        ? { ...withoutProblem(record), key: event.freshKey, state: 'queued', nextAttemptAt: now, baseVersion: event.version ?? record.baseVersion }
        : record;
  }
}

/** Records of one entity go strictly in order; creations (no id yet) are each their own line. */
export function entityLine(record: Pick<OutboxRecord, 'entity' | 'entityId' | 'key'>): string {
  return record.entityId === null ? `${record.entity}:new:${record.key}` : `${record.entity}:${record.entityId}`;
}

export function byAge(a: OutboxRecord, b: OutboxRecord): number {
  return a.createdAt - b.createdAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The first record of each entity line, oldest first: only these may move. */
function lineHeads(records: readonly OutboxRecord[]): OutboxRecord[] {
  const heads = new Map<string, OutboxRecord>();
  for (const record of records.toSorted(byAge)) {
    const line = entityLine(record);
    if (!heads.has(line)) heads.set(line, record);
  }
  return [...heads.values()];
}

/**
 * The records to send now, at most `limit`: the head of each entity line (decision 179's lanes) that is queued and
 * due, skipping the lines in `busy` (a send of theirs is under way). Within an entity strictly in order, so a record
 * waits while an earlier one of its entity is sending, backing off, in conflict or rejected. Other entities are never
 * held back. Across lines the least recently served goes first (`servedAt`: higher is more recent; lines never
 * served are 0), then the oldest, so lanes take turns. `canSend` lets the engine hold a record whose action this
 * page has not loaded yet.
 */
export function sendableHeads(
  records: readonly OutboxRecord[],
  now: number,
  {
    canSend = () => true,
    busy = new Set(),
    limit = Infinity,
    servedAt = () => 0,
  }: { canSend?: (record: OutboxRecord) => boolean; busy?: ReadonlySet<string>; limit?: number; servedAt?: (line: string) => number } = {},
): OutboxRecord[] {
  const due = lineHeads(records).filter((head) => !busy.has(entityLine(head)) && head.state === 'queued' && head.nextAttemptAt <= now);
  const turns = due.toSorted((a, b) => servedAt(entityLine(a)) - servedAt(entityLine(b)) || byAge(a, b));
  const picked: OutboxRecord[] = [];
  for (const head of turns) {
    if (picked.length >= limit) break;
    if (canSend(head)) picked.push(head);
  }
  return picked;
}

/** The one record to send now (the oldest of `sendableHeads`), or null. */
export function nextSendable(
  records: readonly OutboxRecord[],
  now: number,
  canSend: (record: OutboxRecord) => boolean = () => true,
): OutboxRecord | null {
  return sendableHeads(records, now, { canSend, limit: 1 })[0] ?? null;
}

/** When the next queued record becomes due (for the retry timer), or null when none waits on time. */
export function nextWakeAt(records: readonly OutboxRecord[], now: number): number | null {
  let earliest: number | null = null;
  for (const head of lineHeads(records)) {
    if (head.state !== 'queued' || head.nextAttemptAt <= now) continue;
    earliest = earliest === null ? head.nextAttemptAt : Math.min(earliest, head.nextAttemptAt);
  }
  return earliest;
}

/** Queued records held back by a conflict or rejection of their entity: record key -> the blocking record. */
export function heldBack(records: readonly OutboxRecord[]): Map<string, OutboxRecord> {
  const blockers = new Map<string, OutboxRecord>();
  const held = new Map<string, OutboxRecord>();
  for (const record of records.toSorted(byAge)) {
    const line = entityLine(record);
    const blocker = blockers.get(line);
    if (blocker && (record.state === 'queued' || record.state === 'sending')) held.set(record.key, blocker);
    else if (!blocker && (record.state === 'conflict' || record.state === 'rejected')) blockers.set(line, record);
  }
  return held;
}

/**
 * After `settled` was accepted at `version` (or re-applied onto it), the later records of its entity that were
 * based on the version it was based on are moved onto the new one: they were queued by the same user on top of
 * that change, so the server must not see them as stale. Records based on another version are left for the
 * server to judge. Returns only the records that changed.
 */
export function rebase(
  records: readonly OutboxRecord[],
  settled: OutboxRecord,
  version: number | null,
): OutboxRecord[] {
  if (version === null || settled.entityId === null || settled.baseVersion === null) return [];
  return records
    .filter(
      (record) =>
        record.key !== settled.key &&
        record.entity === settled.entity &&
        record.entityId === settled.entityId &&
        record.baseVersion === settled.baseVersion &&
        byAge(record, settled) > 0 &&
        record.state !== 'sending',
    )
    .map((record) => ({ ...record, baseVersion: version }));
}

/** A numeric `version` field, the convention of every versioned answer and of a 412's `current`. */
export function versionField(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('version' in value)) return null;
  const version = (value as { version: unknown }).version;
  return typeof version === 'number' ? version : null;
}
