import { describe, expect, it } from 'vitest';
import { backoffDelay, entityLine, heldBack, nextSendable, nextState, nextWakeAt, rebase, sendableHeads, versionField } from './outbox-state';
import type { OutboxRecord } from './outbox-types';

let counter = 0;
function record(overrides: Partial<OutboxRecord> = {}): OutboxRecord {
  counter += 1;
  return {
    key: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'grant.publish',
    entity: 'grant',
    entityId: 1,
    baseVersion: 3,
    payload: {},
    createdAt: counter,
    attempts: 0,
    state: 'queued',
    nextAttemptAt: 0,
    userId: 7,
    ...overrides,
  };
}

describe('backoffDelay', () => {
  it('waits 1 s, 2 s, 4 s … and never more than 60 s', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => backoffDelay(attempts, 0))).toEqual([1000, 2000, 4000, 8000, 60000, 60000, 60000]);
  });

  it('takes up to a quarter off at random so devices do not retry in step', () => {
    expect(backoffDelay(3, 1)).toBe(3000);
    expect(backoffDelay(3, 0.5)).toBe(3500);
  });
});

describe('nextState', () => {
  const now = 10_000;

  it('marks a queued record as sending, and removes it on success', () => {
    const sending = nextState(record(), { kind: 'send' }, now);
    expect(sending?.state).toBe('sending');
    expect(sending && nextState(sending, { kind: 'success' }, now)).toBeNull();
  });

  it('queues a record again with backoff after a network error, counting the attempt', () => {
    const next = nextState(record({ state: 'sending', attempts: 2 }), { kind: 'network' }, now, 0);
    expect(next).toMatchObject({ state: 'queued', attempts: 3, nextAttemptAt: now + 4000, error: { status: 0 } });
  });

  it('queues a record again with backoff after a 5xx and keeps what failed', () => {
    const error = { status: 503, message: 'Down for maintenance' };
    const next = nextState(record({ state: 'sending' }), { kind: 'server-error', error }, now, 0);
    expect(next).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: now + 1000, error });
  });

  it('moves a record to conflict with the server entity on a 412', () => {
    const current = { id: 1, version: 5, title: 'Renamed' };
    const next = nextState(record({ state: 'sending' }), { kind: 'conflict', error: { status: 412, message: 'Changed' }, current }, now);
    expect(next).toMatchObject({ state: 'conflict', attempts: 1, current, error: { status: 412 } });
  });

  it('moves a record to rejected with the message and field errors on another 4xx', () => {
    const error = { status: 400, message: 'Invalid', fields: { Deadline: ['Deadline must be in the future'] } };
    expect(nextState(record({ state: 'sending' }), { kind: 'rejected', error }, now)).toMatchObject({ state: 'rejected', error });
  });

  it('puts a record back unchanged in attempts when the session ended (401)', () => {
    expect(nextState(record({ state: 'sending', attempts: 1 }), { kind: 'unauthorized' }, now)).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('recovers a record left sending by a tab that died', () => {
    expect(nextState(record({ state: 'sending' }), { kind: 'recover' }, now)).toMatchObject({ state: 'queued', nextAttemptAt: now });
  });

  it('retries a rejected record now under a new key (the server replays its refusal for the old one)', () => {
    const next = nextState(record({ state: 'rejected', error: { status: 400, message: 'No' } }), { kind: 'retry', freshKey: 'fresh' }, now);
    expect(next).toMatchObject({ state: 'queued', nextAttemptAt: now, key: 'fresh' });
    expect(next?.error).toBeUndefined();
  });

  it('sends a queued record now under its own key (its answer may have been lost after the server applied it)', () => {
    const queued = record({ nextAttemptAt: now + 5000, error: { status: 0, message: '' } });
    expect(nextState(queued, { kind: 'retry', freshKey: 'fresh' }, now)).toMatchObject({ key: queued.key, nextAttemptAt: now });
  });

  it('re-applies a conflict onto the current version under a new key', () => {
    const conflict = record({ state: 'conflict', current: { version: 9 }, error: { status: 412, message: 'Changed' } });
    const next = nextState(conflict, { kind: 'reapply', version: 9, freshKey: 'fresh' }, now);
    expect(next).toMatchObject({ state: 'queued', baseVersion: 9, nextAttemptAt: now, key: 'fresh' });
    expect(next?.current).toBeUndefined();
  });

  it('ignores events that make no sense in the state (no reapply of a queued record, no send of a conflict)', () => {
    const queued = record();
    const conflict = record({ state: 'conflict' });
    expect(nextState(queued, { kind: 'reapply', version: 9, freshKey: 'fresh' }, now)).toBe(queued);
    expect(nextState(conflict, { kind: 'send' }, now)).toBe(conflict);
    expect(nextState(conflict, { kind: 'retry', freshKey: 'fresh' }, now)).toBe(conflict);
  });
});

describe('nextSendable', () => {
  it('sends the oldest record first', () => {
    const older = record({ entityId: 2 });
    const newer = record({ entityId: 1 });
    expect(nextSendable([newer, older], 100)?.key).toBe(older.key);
  });

  it('keeps one entity strictly in order: nothing goes while an earlier record of it is sending or backing off', () => {
    const sending = record({ state: 'sending' });
    const after = record();
    expect(nextSendable([sending, after], 100)).toBeNull();
    const backingOff = record({ nextAttemptAt: 500 });
    const later = record();
    expect(nextSendable([backingOff, later], 100)).toBeNull();
    expect(nextWakeAt([backingOff, later], 100)).toBe(500);
  });

  it('holds back the later records of an entity in conflict or rejected, but never the other entities', () => {
    const conflict = record({ entityId: 1, state: 'conflict' });
    const waiting = record({ entityId: 1 });
    const rejected = record({ entityId: 2, state: 'rejected' });
    const waitingToo = record({ entityId: 2 });
    const other = record({ entityId: 3 });
    const records = [conflict, waiting, rejected, waitingToo, other];
    expect(nextSendable(records, 100)?.key).toBe(other.key);
    const held = heldBack(records);
    expect(held.get(waiting.key)?.key).toBe(conflict.key);
    expect(held.get(waitingToo.key)?.key).toBe(rejected.key);
    expect(held.has(other.key)).toBe(false);
  });

  it('treats each creation as its own entity', () => {
    const first = record({ entityId: null, state: 'rejected' });
    const second = record({ entityId: null });
    expect(nextSendable([first, second], 100)?.key).toBe(second.key);
  });

  it('waits for a record whose action this page cannot send yet, and for nothing else', () => {
    const unknown = record({ type: 'grant.unknown', entityId: 1 });
    const known = record({ entityId: 2 });
    expect(nextSendable([unknown, known], 100, (candidate) => candidate.type !== 'grant.unknown')?.key).toBe(known.key);
  });
});

describe('sendableHeads (decision 179)', () => {
  it('picks the due head of each entity, oldest first, up to the limit, skipping busy lanes', () => {
    const a1 = record({ entityId: 1 });
    const b1 = record({ entityId: 2 });
    const a2 = record({ entityId: 1 });
    const c1 = record({ entityId: 3 });
    const d1 = record({ entityId: 4, nextAttemptAt: 500 });
    const created = record({ entityId: null });
    const records = [c1, a2, b1, a1, d1, created];
    expect(sendableHeads(records, 100).map(({ key }) => key)).toEqual([a1.key, b1.key, c1.key, created.key]);
    expect(sendableHeads(records, 100, { limit: 2 }).map(({ key }) => key)).toEqual([a1.key, b1.key]);
    // Grant 1's lane is busy (its head is being sent): its later record a2 must not jump ahead.
    expect(sendableHeads(records, 100, { busy: new Set([entityLine(a1)]) }).map(({ key }) => key)).toEqual([b1.key, c1.key, created.key]);
  });

  it('lets the lanes take turns: the least recently served first, then the oldest', () => {
    const a = record({ entityId: 1 });
    const b = record({ entityId: 2 });
    const c = record({ entityId: 3 });
    const served = new Map([[entityLine(a), 2], [entityLine(b), 1]]);
    const order = sendableHeads([a, b, c], 100, { servedAt: (line) => served.get(line) ?? 0 }).map(({ key }) => key);
    expect(order).toEqual([c.key, b.key, a.key]);
  });

  it('sends nothing of a lane whose head is sending, backing off, in conflict or rejected', () => {
    const records = [
      record({ entityId: 1, state: 'sending' }),
      record({ entityId: 1 }),
      record({ entityId: 2, nextAttemptAt: 500 }),
      record({ entityId: 2 }),
      record({ entityId: 3, state: 'conflict' }),
      record({ entityId: 3 }),
      record({ entityId: 4, state: 'rejected' }),
      record({ entityId: 4 }),
    ];
    expect(sendableHeads(records, 100)).toEqual([]);
  });
});

describe('rebase', () => {
  it('moves the later records based on the same version onto the new version', () => {
    const done = record({ baseVersion: 3 });
    const sameBase = record({ baseVersion: 3 });
    const otherEntity = record({ entityId: 2, baseVersion: 3 });
    const olderBase = record({ baseVersion: 2 });
    const unversioned = record({ baseVersion: null });
    const changed = rebase([done, sameBase, otherEntity, olderBase, unversioned], done, 4);
    expect(changed).toEqual([{ ...sameBase, baseVersion: 4 }]);
  });

  it('chains: each success carries the next record along', () => {
    const first = record({ baseVersion: 3 });
    const second = record({ baseVersion: 3 });
    const third = record({ baseVersion: 3 });
    const afterFirst = rebase([first, second, third], first, 4);
    expect(afterFirst.map((changed) => changed.baseVersion)).toEqual([4, 4]);
    const [secondRebased, thirdRebased] = afterFirst;
    if (!secondRebased || !thirdRebased) throw new Error('expected two rebased records');
    expect(rebase([secondRebased, thirdRebased], secondRebased, 5)).toEqual([{ ...thirdRebased, baseVersion: 5 }]);
  });

  it('does nothing without a version in the answer or for an unversioned record', () => {
    const done = record({ baseVersion: 3 });
    expect(rebase([done, record({ baseVersion: 3 })], done, null)).toEqual([]);
    const unversioned = record({ baseVersion: null });
    expect(rebase([unversioned, record({ baseVersion: null })], unversioned, 4)).toEqual([]);
  });
});

describe('versionField', () => {
  it('reads a numeric version and nothing else', () => {
    expect(versionField({ version: 4 })).toBe(4);
    expect(versionField({ version: '4' })).toBeNull();
    expect(versionField(null)).toBeNull();
  });
});
