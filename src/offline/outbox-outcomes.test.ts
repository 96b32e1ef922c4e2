// The /auto entry installs IndexedDB's globals (indexedDB, IDBKeyRange) that idb and the store use.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/outbox';
import { openPortalDb } from '@/lib/idb';
import { defineOutboxAction } from './outbox-actions';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineOptions, type OutboxTransport } from './outbox-engine';
import { createOutboxStore } from './outbox-store';
import { createFakeBus, createFakeLocks, createFakeServer, until, type FakeGrant } from './outbox-test-kit';

const changeDeadline = defineOutboxAction<{ id: number; deadline: string }, FakeGrant, FakeGrant>({
  type: 'test.outcome.deadline',
  entity: 'grant',
  request: ({ id, deadline }) => ({ method: 'PUT', path: `/DonorGrant/${id}/Deadline`, json: { deadline } }),
  invalidates: ({ id }) => [['grants', 'detail', id]],
  describe: ({ deadline }) => msg`Change the deadline to ${deadline}`,
});

const USER = 7;
const grants = (): FakeGrant[] => [{ id: 1, version: 3, published: false, deadline: '2030-01-01', title: 'Clean water' }];
const deadline = (value: string) => ({ entityId: 1, baseVersion: 3, payload: { id: 1, deadline: value } });
const refusal = { status: 400, body: { Message: 'Some of the data you sent is not valid.', ModelState: { deadline: ['Deadline must be in the future'] } } };

const engines: OutboxEngine[] = [];

/** A transport whose requests wait until the test lets them through: a slow server. */
function heldBack(transport: OutboxTransport): { transport: OutboxTransport; release: () => void } {
  const opened = new Set<() => void>();
  let open = false;
  const gate = new Promise<void>((resolve) => opened.add(resolve));
  return {
    transport: async (request, headers) => {
      if (!open) await gate;
      return transport(request, headers);
    },
    release: () => {
      open = true;
      for (const resolve of opened) resolve();
    },
  };
}

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
  engine.start();
  return engine;
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

describe('waiting for the answer to a queued change', () => {
  it('answers saved once the server has the change', async () => {
    const server = createFakeServer(grants());
    const engine = tab(server.transport);
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(engine.awaitOutcome(record.key)).resolves.toEqual({ outcome: 'saved' });
    expect(server.grant(1)?.deadline).toBe('2031-06-30');
  });

  it('answers a refusal with its fields, takes the record out of the outbox and does not toast it', async () => {
    const server = createFakeServer(grants());
    server.failNext(refusal);
    const onNotice = vi.fn();
    const engine = tab(server.transport, { onNotice });
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2001-01-01'));
    await expect(engine.awaitOutcome(record.key)).resolves.toEqual({
      outcome: 'rejected',
      error: { status: 400, message: 'Some of the data you sent is not valid.', fields: { deadline: ['Deadline must be in the future'] } },
    });
    await until(() => engine.snapshot().records.length === 0);
    await engine.idle();
    expect(engine.snapshot().rejected).toEqual([]);
    expect(onNotice).not.toHaveBeenCalled();
  });

  it('leaves a refusal nobody waits for in Pending changes, with its toast', async () => {
    const server = createFakeServer(grants());
    server.failNext(refusal);
    const onNotice = vi.fn();
    const engine = tab(server.transport, { onNotice });
    await until(() => engine.isLeader());

    await engine.enqueue(changeDeadline, deadline('2001-01-01'));
    await until(() => engine.snapshot().rejected.length === 1);
    expect(onNotice).toHaveBeenCalledWith({ kind: 'problem' });
  });

  it('gives up waiting after the timeout: the change stays queued and is sent when the answer comes', async () => {
    const server = createFakeServer(grants());
    const slow = heldBack(server.transport);
    const engine = tab(slow.transport);
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(engine.awaitOutcome(record.key, { timeoutMs: 30 })).resolves.toEqual({ outcome: 'queued', reason: 'slow' });
    expect(engine.snapshot().pending).toBe(1);

    slow.release();
    await until(() => engine.snapshot().records.length === 0);
    expect(server.grant(1)?.deadline).toBe('2031-06-30');
  });

  it('does not wait offline: the change stays queued for the connection', async () => {
    const server = createFakeServer(grants());
    const transport = vi.fn(server.transport);
    const engine = tab(transport, { isOnline: () => false });
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(engine.awaitOutcome(record.key)).resolves.toEqual({ outcome: 'queued', reason: 'offline' });
    expect(transport).not.toHaveBeenCalled();
    expect(engine.snapshot().pending).toBe(1);
  });

  it('stops waiting when the request finds no connection', async () => {
    const server = createFakeServer(grants());
    server.failNext('network');
    const engine = tab(server.transport);
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(engine.awaitOutcome(record.key)).resolves.toEqual({ outcome: 'queued', reason: 'offline' });
    expect(engine.snapshot().records[0]).toMatchObject({ key: record.key, state: 'queued' });
  });

  it('answers a conflict and keeps it in Pending changes, where the user decides', async () => {
    const server = createFakeServer(grants());
    server.editElsewhere(1, { title: 'Clean water for all' });
    const engine = tab(server.transport);
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(engine.awaitOutcome(record.key)).resolves.toMatchObject({ outcome: 'conflict', error: { status: 412 } });
    expect(engine.snapshot().conflicts).toHaveLength(1);
  });

  it('stops waiting when the dialog goes away, and the refusal then lands in Pending changes', async () => {
    const server = createFakeServer(grants());
    server.failNext(refusal);
    const slow = heldBack(server.transport);
    const engine = tab(slow.transport);
    await until(() => engine.isLeader());

    const record = await engine.enqueue(changeDeadline, deadline('2001-01-01'));
    const dialog = new AbortController();
    const waiting = engine.awaitOutcome(record.key, { signal: dialog.signal });
    dialog.abort();
    await expect(waiting).resolves.toEqual({ outcome: 'queued', reason: 'slow' });
    slow.release();
    await until(() => engine.snapshot().rejected.length === 1);
  });

  it('hears the answer in the tab that queued it while another tab sends', async () => {
    const server = createFakeServer(grants());
    server.failNext(refusal);
    const locks = createFakeLocks();
    const bus = createFakeBus();
    const leaderNotice = vi.fn();
    const followerNotice = vi.fn();
    const leader = tab(server.transport, { locks, channel: bus(), onNotice: leaderNotice });
    const follower = tab(server.transport, { locks, channel: bus(), onNotice: followerNotice });
    await until(() => leader.isLeader());

    const record = await follower.enqueue(changeDeadline, deadline('2001-01-01'));
    await expect(follower.awaitOutcome(record.key)).resolves.toMatchObject({ outcome: 'rejected', error: { status: 400 } });
    await until(() => leader.snapshot().records.length === 0 && follower.snapshot().records.length === 0);
    // The notice the sender posts reaches the follower after the refusal, which its dialog already shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(followerNotice).not.toHaveBeenCalled();

    const corrected = await follower.enqueue(changeDeadline, deadline('2031-06-30'));
    await expect(follower.awaitOutcome(corrected.key)).resolves.toEqual({ outcome: 'saved' });
  });
});

describe('correcting a rejected change', () => {
  it('puts the corrected payload in the refused record’s place under a new key, and sends it once', async () => {
    const server = createFakeServer(grants());
    server.failNext(refusal);
    const engine = tab(server.transport);
    await until(() => engine.isLeader());
    const refused = await engine.enqueue(changeDeadline, deadline('2001-01-01'));
    await until(() => engine.snapshot().rejected.length === 1);

    const corrected = await engine.resubmit(refused.key, { id: 1, deadline: '2031-06-30' });
    expect(corrected).toMatchObject({ state: 'queued', createdAt: refused.createdAt, baseVersion: 3, attempts: 0, payload: { deadline: '2031-06-30' } });
    expect(corrected?.key).not.toBe(refused.key);
    await expect(engine.awaitOutcome(corrected?.key ?? '')).resolves.toEqual({ outcome: 'saved' });

    expect(server.grant(1)?.deadline).toBe('2031-06-30');
    expect(server.applied).toEqual([corrected?.key]);
    expect(server.requests.map((sent) => sent.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([refused.key, corrected?.key]);
    expect(engine.snapshot().records).toEqual([]);
  });

  it('does not touch a record that is not rejected', async () => {
    const server = createFakeServer(grants());
    const engine = tab(server.transport, { isOnline: () => false });
    await until(() => engine.isLeader());
    const queued = await engine.enqueue(changeDeadline, deadline('2031-06-30'));

    await expect(engine.resubmit(queued.key, { id: 1, deadline: '2032-01-01' })).resolves.toBeNull();
    expect(engine.snapshot().records[0]).toMatchObject({ key: queued.key, payload: { deadline: '2031-06-30' } });
  });
});
