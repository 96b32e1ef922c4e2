// The /auto entry installs IndexedDB's globals (indexedDB, IDBKeyRange) that idb and the store use.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { msg } from '@lingui/core/macro';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, QUEUED_AT_HEADER } from '#contract/outbox';
import { openPortalDb } from '@/lib/idb';
import { defineOutboxAction } from './outbox-actions';
import { createOutboxEngine, type OutboxEngine, type OutboxEngineOptions } from './outbox-engine';
import { createOutboxStore } from './outbox-store';
import { createFakeBus, createFakeLocks, createFakeServer, until, type FakeGrant } from './outbox-test-kit';

type Grant = FakeGrant;

const publishGrant = defineOutboxAction<{ id: number; title: string }, Grant, Grant>({
  type: 'test.grant.publish',
  entity: 'grant',
  request: ({ id }) => ({ method: 'POST', path: `/DonorGrant/${id}/Publish` }),
  overlay: (grant) => ({ ...grant, published: true }),
  onSuccess: (queryClient, answer) => queryClient.setQueryData(['grants', 'detail', answer.id], answer),
  versionOf: (answer) => answer.version,
  invalidates: ({ id }) => [['grants', 'detail', id], ['grants', 'list']],
  describe: ({ title }) => msg`Publish "${title}"`,
});

const changeDeadline = defineOutboxAction<{ id: number; deadline: string }, Grant, Grant>({
  type: 'test.grant.deadline',
  entity: 'grant',
  request: ({ id, deadline }) => ({ method: 'PUT', path: `/DonorGrant/${id}/Deadline`, json: { deadline } }),
  overlay: (grant, { deadline }) => ({ ...grant, deadline }),
  invalidates: ({ id }) => [['grants', 'detail', id]],
  describe: ({ deadline }) => msg`Change the deadline to ${deadline}`,
});

const USER = 7;
const grants = (): Grant[] => [
  { id: 1, version: 3, published: false, deadline: '2030-01-01', title: 'Clean water' },
  { id: 2, version: 1, published: false, deadline: '2030-02-01', title: 'School meals' },
];

let clock = 1_000_000;
const engines: OutboxEngine[] = [];

function tab(server: ReturnType<typeof createFakeServer>, overrides: Partial<OutboxEngineOptions> = {}) {
  const connection = openPortalDb();
  const queryClient = new QueryClient();
  const engine = createOutboxEngine({
    store: createOutboxStore(() => connection),
    transport: server.transport,
    userId: () => USER,
    locks: null,
    channel: null,
    queryClient,
    now: () => clock,
    random: () => 0,
    ...overrides,
  });
  engines.push(engine);
  return { engine, queryClient, connection };
}

async function settle(engine: OutboxEngine) {
  await until(() => engine.isLeader());
  await engine.idle();
}

beforeEach(async () => {
  clock = 1_000_000;
  const db = await openPortalDb();
  await db.clear('outbox');
  db.close();
});

afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
});

describe('outbox engine', () => {
  it('sends a queued action with its idempotency key and the version the user saw, then forgets it', async () => {
    const server = createFakeServer(grants());
    const { engine, queryClient } = tab(server);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    engine.start();
    const record = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers).toEqual({
      [IDEMPOTENCY_KEY_HEADER]: record.key,
      [IF_MATCH_HEADER]: '3',
      [QUEUED_AT_HEADER]: new Date(record.createdAt).toISOString(),
    });
    expect(server.grant(1)).toMatchObject({ published: true, version: 4 });
    expect(engine.snapshot().records).toEqual([]);
    expect(queryClient.getQueryData(['grants', 'detail', 1])).toMatchObject({ version: 4, published: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['grants', 'list'] });
  });

  it('rebases the user\'s later change of the same grant onto the version the first one produced', async () => {
    const server = createFakeServer(grants());
    const { engine } = tab(server, { isOnline: () => false });
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    await settle(engine);
    expect(server.requests).toHaveLength(0);

    engine.stop();
    const online = tab(server);
    online.engine.start();
    await settle(online.engine);
    expect(server.requests.map(({ headers }) => headers[IF_MATCH_HEADER])).toEqual(['3', '4']);
    expect(server.grant(1)).toMatchObject({ published: true, deadline: '2031-06-30', version: 5 });
    expect(online.engine.snapshot().records).toEqual([]);
  });

  it('keeps the queue across a reload (a new connection and a new engine find the records)', async () => {
    const server = createFakeServer(grants());
    const first = tab(server, { isOnline: () => false });
    first.engine.start();
    await first.engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    first.engine.stop();
    (await first.connection).close();

    const reloaded = tab(server, { isOnline: () => false });
    reloaded.engine.start();
    await settle(reloaded.engine);
    expect(reloaded.engine.snapshot().records).toHaveLength(1);
    expect(reloaded.engine.snapshot().pending).toBe(1);
  });

  it('publishes a new snapshot when an action is defined, so a view drawn before its module loaded draws the overlay', async () => {
    const server = createFakeServer(grants());
    const { engine } = tab(server, { isOnline: () => false });
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);
    const before = engine.snapshot();
    const seen = vi.fn();
    const unsubscribe = engine.subscribe(seen);

    defineOutboxAction({ ...changeDeadline, type: 'test.grant.late-module' });

    expect(seen).toHaveBeenCalled();
    expect(engine.snapshot().records).not.toBe(before.records);
    expect(engine.snapshot().records).toEqual(before.records);
    unsubscribe();
  });

  it('moves a stale change to conflict with the server\'s grant, holds back that grant only, and re-applies it', async () => {
    const server = createFakeServer(grants());
    server.editElsewhere(1, { title: 'Clean water for all' });
    const notices: unknown[] = [];
    const { engine } = tab(server, { onNotice: (notice) => notices.push(notice) });
    engine.start();
    const stale = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    const after = await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    await engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    await settle(engine);

    const snapshot = engine.snapshot();
    expect(snapshot.conflicts.map((record) => record.key)).toEqual([stale.key]);
    expect(snapshot.conflicts[0]?.current).toMatchObject({ title: 'Clean water for all', version: 4 });
    expect(snapshot.heldBack.get(after.key)?.key).toBe(stale.key);
    expect(server.grant(2)?.published).toBe(true);
    expect(notices).toContainEqual({ kind: 'problem' });

    await engine.reapply(stale.key);
    await engine.idle();
    expect(server.requests.slice(-2).map(({ headers }) => headers[IF_MATCH_HEADER])).toEqual(['4', '5']);
    expect(server.requests.at(-2)?.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(stale.key);
    expect(server.grant(1)).toMatchObject({ published: true, deadline: '2031-06-30', title: 'Clean water for all', version: 6 });
    expect(engine.snapshot().records).toEqual([]);
  });

  it('rejects a refused change with the message and field errors, without blocking other grants; "Try again" sends it again', async () => {
    const server = createFakeServer(grants());
    server.failNext({ status: 400, body: { Message: 'The grant is not valid', ModelState: { Deadline: ['Deadline must be in the future'] } } });
    const { engine } = tab(server);
    engine.start();
    const refused = await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2001-01-01' } });
    await engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    await settle(engine);

    expect(engine.snapshot().rejected[0]).toMatchObject({
      key: refused.key,
      state: 'rejected',
      error: { status: 400, message: 'The grant is not valid', fields: { Deadline: ['Deadline must be in the future'] } },
    });
    expect(server.grant(2)?.published).toBe(true);

    await engine.retry(refused.key);
    await engine.idle();
    expect(server.requests.at(-1)?.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(refused.key);
    expect(engine.snapshot().records).toEqual([]);
    expect(server.grant(1)?.deadline).toBe('2001-01-01');
  });

  it('retries a 5xx with backoff, counting attempts, and sends it once the wait is over', async () => {
    const server = createFakeServer(grants());
    server.failNext({ status: 503, body: { Message: 'Down for maintenance' } });
    const { engine } = tab(server);
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);
    expect(engine.snapshot().records[0]).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: clock + 1000, error: { status: 503 } });

    await engine.wake();
    await engine.idle();
    expect(server.requests).toHaveLength(1);

    clock += 1000;
    await engine.wake();
    await engine.idle();
    expect(server.requests).toHaveLength(2);
    expect(engine.snapshot().records).toEqual([]);
  });

  it('pauses the whole queue after a network error and resumes at once when the connection is back', async () => {
    const server = createFakeServer(grants());
    server.failNext('network');
    const notices: unknown[] = [];
    const { engine } = tab(server, { onNotice: (notice) => notices.push(notice) });
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    await settle(engine);
    expect(server.requests).toHaveLength(1);
    expect(engine.snapshot().pending).toBe(2);

    await engine.wake({ reconnected: true });
    await engine.idle();
    expect(server.requests).toHaveLength(3);
    expect(engine.snapshot().records).toEqual([]);
    expect(notices).toContainEqual({ kind: 'saved', count: 2 });
  });

  it('applies a change once when its answer was lost after the server committed it', async () => {
    const server = createFakeServer(grants());
    server.failNext('lose-answer');
    const { engine } = tab(server);
    engine.start();
    const record = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);
    await engine.wake({ reconnected: true });
    await engine.idle();

    expect(server.requests.map(({ headers }) => headers[IDEMPOTENCY_KEY_HEADER])).toEqual([record.key, record.key]);
    expect(server.applied).toEqual([record.key]);
    expect(server.grant(1)?.version).toBe(4);
    expect(engine.snapshot().records).toEqual([]);
  });

  it('takes a success whose answer cannot be read as saved: reads the stored answer again under the same key', async () => {
    const server = createFakeServer(grants());
    server.failNext('unreadable');
    const { engine, queryClient } = tab(server);
    engine.start();
    const record = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    const after = await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    await settle(engine);

    expect(server.requests.map(({ headers }) => headers[IDEMPOTENCY_KEY_HEADER])).toEqual([record.key, record.key, after.key]);
    expect(server.requests.at(-1)?.headers[IF_MATCH_HEADER]).toBe('4');
    expect(server.applied).toEqual([record.key, after.key]);
    expect(engine.snapshot().records).toEqual([]);
    expect(queryClient.getQueryData(['grants', 'detail', 1])).toMatchObject({ published: true, version: 4 });
  });

  it('never rejects a change the server saved when no answer can be read at all: it refetches instead', async () => {
    const server = createFakeServer(grants());
    server.failNext('unreadable', 'unreadable');
    const { engine, queryClient } = tab(server);
    queryClient.setQueryData(['grants', 'detail', 1], grants()[0]);
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);

    expect(server.grant(1)).toMatchObject({ published: true, version: 4 });
    expect(engine.snapshot().records).toEqual([]);
    expect(engine.snapshot().rejected).toEqual([]);
    expect(queryClient.getQueryState(['grants', 'detail', 1])?.isInvalidated).toBe(true);
  });

  it('takes a 412 whose current grant already holds the user\'s change as that change saved, not as a conflict', async () => {
    const server = createFakeServer(grants());
    // The change reached the server already (an earlier send whose answer was lost, then "Try again" with a new key).
    server.editElsewhere(1, { deadline: '2031-06-30' });
    const { engine } = tab(server);
    engine.start();
    await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    const after = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);

    expect(engine.snapshot().conflicts).toEqual([]);
    expect(engine.snapshot().records).toEqual([]);
    expect(server.requests.at(-1)?.headers).toMatchObject({ [IDEMPOTENCY_KEY_HEADER]: after.key, [IF_MATCH_HEADER]: '4' });
    expect(server.grant(1)).toMatchObject({ deadline: '2031-06-30', published: true, version: 5 });
  });

  it('keeps a 412 a conflict when the server\'s grant does not hold the user\'s change', async () => {
    const server = createFakeServer(grants());
    server.editElsewhere(1, { deadline: '2032-01-01' });
    const { engine } = tab(server);
    engine.start();
    const record = await engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    await settle(engine);

    expect(engine.snapshot().conflicts.map(({ key }) => key)).toEqual([record.key]);
    expect(server.grant(1)?.deadline).toBe('2032-01-01');
  });

  it('sends again a record that a closed tab left "sending"', async () => {
    const server = createFakeServer(grants());
    const store = createOutboxStore(() => openPortalDb());
    await store.put({
      key: '11111111-1111-4111-8111-111111111111',
      type: publishGrant.type,
      entity: 'grant',
      entityId: 1,
      baseVersion: 3,
      payload: { id: 1, title: 'Clean water' },
      createdAt: clock,
      attempts: 0,
      state: 'sending',
      nextAttemptAt: clock,
      userId: USER,
    });
    const { engine } = tab(server);
    engine.start();
    await settle(engine);
    await until(() => engine.snapshot().records.length === 0);
    expect(server.applied).toEqual(['11111111-1111-4111-8111-111111111111']);
  });

  it('stops on 401 and keeps the record until the session changes', async () => {
    const server = createFakeServer(grants());
    server.failNext({ status: 401, body: { Message: 'Unauthorized' } });
    const { engine } = tab(server);
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    await settle(engine);
    expect(server.requests).toHaveLength(1);
    expect(engine.snapshot().records.map((record) => [record.state, record.attempts])).toEqual([['queued', 0], ['queued', 0]]);

    await engine.sessionChanged();
    await engine.idle();
    expect(engine.snapshot().records).toEqual([]);
  });

  it('shows and sends only the signed-in user\'s records, and clears only them', async () => {
    const server = createFakeServer(grants());
    let userId = 8;
    const { engine } = tab(server, { userId: () => userId, isOnline: () => false });
    engine.start();
    await engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    userId = USER;
    await engine.sessionChanged();
    await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    expect(engine.snapshot().records.map((record) => record.userId)).toEqual([USER]);

    expect(await engine.clearUser(USER)).toBe(1);
    expect(engine.snapshot().records).toEqual([]);
    userId = 8;
    await engine.sessionChanged();
    expect(engine.snapshot().records).toHaveLength(1);
  });

  it('discards a conflict and refreshes the grant\'s queries', async () => {
    const server = createFakeServer(grants());
    server.editElsewhere(1, {});
    const { engine, queryClient } = tab(server);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    engine.start();
    const stale = await engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await settle(engine);
    invalidate.mockClear();
    await engine.discard(stale.key);
    expect(engine.snapshot().records).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['grants', 'detail', 1] });
  });

  it('lets only one of two tabs send; the other queues and follows the changes', async () => {
    const server = createFakeServer(grants());
    const locks = createFakeLocks();
    const bus = createFakeBus();
    const leaderServer = vi.fn(server.transport);
    const followerServer = vi.fn(server.transport);
    const first = tab(server, { locks, channel: bus(), transport: leaderServer });
    const second = tab(server, { locks, channel: bus(), transport: followerServer });
    first.engine.start();
    second.engine.start();
    await until(() => first.engine.isLeader());

    await second.engine.enqueue(publishGrant, { entityId: 1, baseVersion: 3, payload: { id: 1, title: 'Clean water' } });
    await second.engine.enqueue(changeDeadline, { entityId: 1, baseVersion: 3, payload: { id: 1, deadline: '2031-06-30' } });
    await until(() => server.applied.length === 2);
    await until(() => second.engine.snapshot().records.length === 0);

    expect(second.engine.isLeader()).toBe(false);
    expect(followerServer).not.toHaveBeenCalled();
    expect(leaderServer).toHaveBeenCalledTimes(2);

    // The first tab closes: the second takes over.
    first.engine.stop();
    await until(() => second.engine.isLeader());
    await second.engine.enqueue(publishGrant, { entityId: 2, baseVersion: 1, payload: { id: 2, title: 'School meals' } });
    await second.engine.idle();
    expect(followerServer).toHaveBeenCalledTimes(1);
  });
});
