// The outbox's lanes (decision 179): records of different entities go in parallel up to a bound, one entity's records
// strictly one after the other. The /auto entry installs IndexedDB's globals (indexedDB, IDBKeyRange) the store uses.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/outbox';
import { openPortalDb } from '@/lib/idb';
import { NetworkError } from '@/lib/api-error';
import { defineOutboxAction } from './outbox-actions';
import { OUTBOX_CONCURRENCY, createOutboxEngine, type OutboxEngine, type OutboxEngineOptions, type OutboxTransport } from './outbox-engine';
import { createOutboxStore } from './outbox-store';
import { createFakeServer, until, type FakeGrant } from './outbox-test-kit';

const changeDeadline = defineOutboxAction<{ id: number; deadline: string }, FakeGrant, FakeGrant>({
  type: 'test.parallel.deadline',
  entity: 'grant',
  request: ({ id, deadline }) => ({ method: 'PUT', path: `/DonorGrant/${id}/Deadline`, json: { deadline } }),
  overlay: (grant, { deadline }) => ({ ...grant, deadline }),
  invalidates: ({ id }) => [['grants', 'detail', id]],
  describe: ({ deadline }) => msg`Change the deadline to ${deadline}`,
});

const USER = 7;
const BASE_VERSION = 1;
const grants = (count: number): FakeGrant[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, version: BASE_VERSION, published: true, deadline: '2030-01-01', title: `Grant ${index + 1}` }));
const grantOf = (path: string) => Number(path.split('/')[2]);
const deadline = (n: number) => `2031-01-${String(n + 1).padStart(2, '0')}`;

type Sent = { grant: number; key: string; start: number; end: number | null };

/**
 * The fake server behind a link whose answers the test controls: `hold` keeps every request waiting until released,
 * otherwise each waits `latency` ms (setTimeout: real or fake timers). Records what was in flight and when.
 */
function createLink(server: ReturnType<typeof createFakeServer>, { hold = false, latency = 0 } = {}) {
  let inFlight = 0;
  let maxInFlight = 0;
  let tick = 0;
  const sent: Sent[] = [];
  const waiting: Array<{ grant: number; release: () => void }> = [];
  const transport: OutboxTransport = async (request, headers) => {
    const entry: Sent = { grant: grantOf(request.path), key: headers[IDEMPOTENCY_KEY_HEADER] ?? '', start: (tick += 1), end: null };
    sent.push(entry);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (hold) await new Promise<void>((release) => waiting.push({ grant: entry.grant, release }));
      else await new Promise((resolve) => setTimeout(resolve, latency));
      return await server.transport(request, headers);
    } finally {
      inFlight -= 1;
      entry.end = tick += 1;
    }
  };
  return {
    transport,
    sent,
    waiting,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    releaseAll() {
      for (const request of waiting.splice(0)) request.release();
    },
  };
}

const engines: OutboxEngine[] = [];

function tab(transport: OutboxTransport, overrides: Partial<OutboxEngineOptions> = {}) {
  const connection = openPortalDb();
  const engine = createOutboxEngine({
    store: createOutboxStore(() => connection),
    transport,
    userId: () => USER,
    locks: null,
    channel: null,
    random: () => 0,
    ...overrides,
  });
  engines.push(engine);
  return engine;
}

/**
 * `perGrant` deadline changes for each of `count` grants, all on the version the user saw: interleaved across grants
 * (a user going round the grants), or grouped (all of a grant's changes, then the next grant's).
 */
async function queueChanges(engine: OutboxEngine, count: number, perGrant: number, order: 'interleaved' | 'grouped' = 'interleaved') {
  const keys = new Map<number, string[]>();
  const changes: Array<[number, number]> = [];
  for (let n = 0; n < perGrant; n += 1) for (let id = 1; id <= count; id += 1) changes.push([id, n]);
  if (order === 'grouped') changes.sort(([a], [b]) => a - b);
  for (const [id, n] of changes) {
    const record = await engine.enqueue(changeDeadline, { entityId: id, baseVersion: BASE_VERSION, payload: { id, deadline: deadline(n) } });
    keys.set(id, [...(keys.get(id) ?? []), record.key]);
  }
  return keys;
}

/** Every grant's sends never overlap, and go in the order they were queued. */
function expectLanesSerial(sent: Sent[], keys: Map<number, string[]>) {
  for (const [grant, queued] of keys) {
    const mine = sent.filter((entry) => entry.grant === grant).toSorted((a, b) => a.start - b.start);
    for (let index = 1; index < mine.length; index += 1) {
      const previous = mine[index - 1];
      expect(previous?.end).not.toBeNull();
      expect(mine[index]?.start).toBeGreaterThan(previous?.end ?? Infinity);
    }
    expect([...new Set(mine.map((entry) => entry.key))]).toEqual(queued);
  }
}

beforeEach(async () => {
  const db = await openPortalDb();
  await db.clear('outbox');
  db.close();
});

afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  vi.useRealTimers();
});

describe('outbox lanes', () => {
  it('sends records of different grants at the same time, after one probe has found the server', async () => {
    const server = createFakeServer(grants(3));
    const link = createLink(server, { hold: true });
    const engine = tab(link.transport);
    engine.start();
    for (const id of [1, 2, 3]) await engine.enqueue(changeDeadline, { entityId: id, baseVersion: BASE_VERSION, payload: { id, deadline: deadline(0) } });

    await until(() => link.waiting.length === 1);
    // The probe: until the server answered, one record goes alone.
    expect(link.sent.map((entry) => entry.grant)).toEqual([1]);
    link.releaseAll();
    await until(() => link.waiting.length === 2);
    expect(link.inFlight()).toBe(2);
    expect(link.sent.map((entry) => entry.grant)).toEqual([1, 2, 3]);
    link.releaseAll();
    await engine.idle();
    expect(engine.snapshot().records).toEqual([]);
    expect(link.maxInFlight()).toBe(2);
  });

  it('starts a record of another grant at once while a send is under way, without waiting for it to settle', async () => {
    const server = createFakeServer(grants(2));
    const link = createLink(server, { hold: true });
    const engine = tab(link.transport);
    engine.start();
    await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: BASE_VERSION, payload: { id: 1, deadline: deadline(0) } });
    await until(() => link.waiting.length === 1);
    link.releaseAll();
    await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: BASE_VERSION, payload: { id: 1, deadline: deadline(1) } });
    await until(() => link.waiting.length === 1);
    // Grant 1's second change is held on the link; grant 2's, queued now, goes beside it.
    await engine.enqueue(changeDeadline, { entityId: 2, baseVersion: BASE_VERSION, payload: { id: 2, deadline: deadline(0) } });
    await until(() => link.waiting.length === 2);
    expect(link.waiting.map((request) => request.grant)).toEqual([1, 2]);
    link.releaseAll();
    await engine.idle();
    expect(server.grant(1)).toMatchObject({ version: BASE_VERSION + 2, deadline: deadline(1) });
    expect(server.grant(2)).toMatchObject({ version: BASE_VERSION + 1 });
  });

  it('keeps one grant\'s records strictly in order, never two at once, while other grants overlap them', async () => {
    const server = createFakeServer(grants(5));
    const link = createLink(server, { latency: 3 });
    const engine = tab(link.transport, { isOnline: () => false });
    engine.start();
    const keys = await queueChanges(engine, 5, 4);
    const online = tab(link.transport);
    engine.stop();
    online.start();
    await until(() => online.isLeader());
    await online.idle();

    expect(link.maxInFlight()).toBe(5);
    expectLanesSerial(link.sent, keys);
    // Each change met the version its predecessor produced: 4 changes, applied once each, no conflict.
    for (let id = 1; id <= 5; id += 1) expect(server.grant(id)).toMatchObject({ version: BASE_VERSION + 4, deadline: deadline(3) });
    expect(server.applied).toHaveLength(20);
    expect(link.sent).toHaveLength(20);
  });

  it('never has more than the bound in flight, however often it is woken', async () => {
    const server = createFakeServer(grants(20));
    // Held requests, released by the test: how many lanes overlap does not depend on the machine's speed (with a
    // 2 ms link, a loaded CI worker once saw seven of the eight overlap).
    const link = createLink(server, { hold: true });
    const engine = tab(link.transport, { isOnline: () => false });
    engine.start();
    const keys = await queueChanges(engine, 20, 3);
    const online = tab(link.transport);
    engine.stop();
    online.start();
    await until(() => online.isLeader());
    // The probe goes alone; once it is answered, the lanes fill up to the bound.
    await until(() => link.waiting.length === 1);
    link.releaseAll();
    await until(() => link.waiting.length === OUTBOX_CONCURRENCY);
    // Concurrent wake-ups join the one drain: while the bound is reached, nothing more goes.
    const wakes = Array.from({ length: 10 }, () => online.wake({ reconnected: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(link.inFlight()).toBe(OUTBOX_CONCURRENCY);
    const release = setInterval(() => link.releaseAll(), 1);
    try {
      await Promise.all(wakes);
      await online.idle();
    } finally {
      clearInterval(release);
    }

    expect(link.maxInFlight()).toBe(OUTBOX_CONCURRENCY);
    expectLanesSerial(link.sent, keys);
    expect(server.applied).toHaveLength(60);
  });

  it('takes the bound from the options', async () => {
    const server = createFakeServer(grants(6));
    const link = createLink(server, { latency: 2 });
    let online = false;
    const engine = tab(link.transport, { concurrency: 3, isOnline: () => online });
    engine.start();
    await queueChanges(engine, 6, 2);
    await until(() => engine.isLeader());
    online = true;
    await engine.wake({ reconnected: true });
    await engine.idle();
    expect(link.maxInFlight()).toBe(3);
    expect(server.applied).toHaveLength(12);
  });

  it('holds back the lane of a conflict or a refusal only: the other grants all go', async () => {
    const server = createFakeServer(grants(4));
    server.editElsewhere(2, { title: 'Changed elsewhere' });
    // The probe is the oldest record, grant 1's first: the server refuses it.
    server.failNext({ status: 400, body: { Message: 'The grant is not valid' } });
    const link = createLink(server, { latency: 2 });
    const engine = tab(link.transport);
    engine.start();
    const keys = await queueChanges(engine, 4, 3);
    await until(() => link.inFlight() === 0 && engine.snapshot().pending === 4);
    await engine.idle();

    const snapshot = engine.snapshot();
    expect(snapshot.rejected.map((record) => record.key)).toEqual([keys.get(1)?.[0]]);
    expect(snapshot.conflicts.map((record) => record.key)).toEqual([keys.get(2)?.[0]]);
    expect([...snapshot.heldBack.keys()].toSorted()).toEqual([...(keys.get(1) ?? []).slice(1), ...(keys.get(2) ?? []).slice(1)].toSorted());
    expect(server.grant(3)).toMatchObject({ version: BASE_VERSION + 3, deadline: deadline(2) });
    expect(server.grant(4)).toMatchObject({ version: BASE_VERSION + 3, deadline: deadline(2) });
    // The held-back records were never sent.
    expect(link.sent.filter((entry) => entry.grant === 1 || entry.grant === 2).map((entry) => entry.key)).toEqual([keys.get(1)?.[0], keys.get(2)?.[0]]);
  });

  it('applies each change exactly once when a connection drops under several sends, and starts none until it is back', async () => {
    const server = createFakeServer(grants(6));
    const held = createLink(server, { hold: true });
    let dropped: string | null = null;
    const transport: OutboxTransport = async (request, headers) => {
      const answer = await held.transport(request, headers);
      // The third grant's first change: the server commits it, then the connection drops.
      if (grantOf(request.path) === 3 && dropped === null) {
        dropped = headers[IDEMPOTENCY_KEY_HEADER] ?? '';
        throw new NetworkError(new TypeError('Connection reset'));
      }
      return answer;
    };
    const notices: unknown[] = [];
    const engine = tab(transport, { onNotice: (notice) => notices.push(notice) });
    engine.start();
    const keys = await queueChanges(engine, 6, 2);
    await until(() => held.waiting.length === 1);
    held.releaseAll();
    await until(() => held.waiting.length === 6);
    // Grant 3's request (and only it) answers first: the connection is gone.
    const third = held.waiting.findIndex((request) => request.grant === 3);
    held.waiting.splice(third, 1)[0]?.release();
    await until(() => engine.snapshot().records.some((record) => record.error?.status === 0));
    const sentAtDrop = held.sent.length;
    // The sends under way settle as they come; none starts after the drop.
    held.releaseAll();
    await engine.idle();
    expect(held.sent).toHaveLength(sentAtDrop);
    expect(engine.snapshot().records.find((record) => record.key === dropped)).toMatchObject({ state: 'queued', attempts: 1 });

    await engine.wake({ reconnected: true });
    await until(() => held.waiting.length > 0 || engine.snapshot().records.length === 0);
    while (engine.snapshot().records.length > 0) {
      held.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await engine.idle();

    expect(held.sent.filter((entry) => entry.key === dropped)).toHaveLength(2);
    expect(server.applied.toSorted()).toEqual([...keys.values()].flat().toSorted());
    for (let id = 1; id <= 6; id += 1) expect(server.grant(id)).toMatchObject({ version: BASE_VERSION + 2, deadline: deadline(1) });
    expectLanesSerial(held.sent, keys);
    expect(notices).toContainEqual({ kind: 'saved', count: 12 });
  });

  it.each(['interleaved', 'grouped'] as const)('drains 200 changes of 20 grants (%s) over a 100 ms link in at most 3 s', async (order) => {
    // Only the clock and timers are fake: fake-indexeddb keeps its real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = createFakeServer(grants(20));
    const link = createLink(server, { latency: 100 });
    let online = false;
    const engine = tab(link.transport, { isOnline: () => online, now: () => Date.now() });
    engine.start();
    const keys = await queueChanges(engine, 20, 10, order);
    expect(engine.snapshot().pending).toBe(200);

    const started = Date.now();
    online = true;
    void engine.wake({ reconnected: true });
    // One fake millisecond at a time, letting IndexedDB's real tasks run in between: IndexedDB costs no fake time.
    while (engine.snapshot().records.length > 0 || link.inFlight() > 0) {
      await vi.advanceTimersByTimeAsync(1);
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() - started > 30_000) throw new Error('the drain did not finish in 30 s of fake time');
    }
    const elapsed = Date.now() - started;
    console.info(`outbox: 200 changes of 20 grants (${order}) over a 100 ms link drained in ${elapsed} ms of fake time`);

    expect(elapsed).toBeLessThanOrEqual(3000);
    expect(link.maxInFlight()).toBe(OUTBOX_CONCURRENCY);
    expect(server.applied).toHaveLength(200);
    expectLanesSerial(link.sent, keys);
    for (let id = 1; id <= 20; id += 1) expect(server.grant(id)).toMatchObject({ version: BASE_VERSION + 10, deadline: deadline(9) });
  });
});
