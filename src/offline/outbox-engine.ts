/**
 * The outbox's effects: IndexedDB through the store, the network through the transport, the leader lock, the
 * channel to other tabs. Every dependency is passed in, so tests run two "tabs" on fake-indexeddb and the bench
 * runs it in Node. The rules themselves live in outbox-state.ts.
 */
import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, QUEUED_AT_HEADER } from '#contract/outbox';
import { HandledStatus } from '#contract/errors';
import { ApiError, NetworkError, UnreadableAnswerError } from '@/lib/api-error';
import { defineOutboxAction, onOutboxActionDefined, outboxActionFor } from './outbox-actions';
import { createOutcomeWatch, withSettledEcho, type AwaitOptions, type AwaitedOutcome } from './outbox-outcomes';
import { byAge, entityLine, heldBack, nextState, nextWakeAt, rebase, sendableHeads, versionField, type OutboxEvent, type SendOutcome } from './outbox-state';
import type { OutboxStore } from './outbox-store';
import type { AnyOutboxAction, OutboxAction, OutboxRecord, OutboxRequest } from './outbox-types';

export const OUTBOX_LOCK_NAME = 'donor-portal-outbox';
export const OUTBOX_CHANNEL_NAME = 'donor-portal-outbox';
/** At most this many sends at once, each of another entity (decision 179). */
export const OUTBOX_CONCURRENCY = 8;

export type OutboxNotice = { kind: 'saved'; count: number } | { kind: 'problem' };

export type OutboxMessage =
  | { kind: 'changed' }
  | { kind: 'settled'; record: OutboxRecord; outcome: 'success' | 'conflict' | 'rejected' | 'discarded'; answer?: unknown }
  | { kind: 'notice'; notice: OutboxNotice };

export type OutboxChannel = {
  post(message: OutboxMessage): void;
  listen(listener: (message: OutboxMessage) => void): () => void;
};

/** The part of the Web Locks API the outbox uses. */
export type OutboxLocks = { request(name: string, callback: () => Promise<void>): Promise<unknown> };

/** Sends one request with the given headers; resolves with the answer, throws ApiError or NetworkError. */
export type OutboxTransport = (request: OutboxRequest, headers: Record<string, string>) => Promise<unknown>;

export type OutboxSnapshot = {
  userId: number | null;
  /** Oldest first. */
  records: OutboxRecord[];
  /** Queued and sending. */
  pending: number;
  conflicts: OutboxRecord[];
  rejected: OutboxRecord[];
  /** Queued records held back by a conflict or rejection of their entity: key -> the blocking record. */
  heldBack: Map<string, OutboxRecord>;
  /** Whether this tab is the one that sends. */
  leader: boolean;
};

export type OutboxEngineOptions = {
  store: OutboxStore;
  transport: OutboxTransport;
  /** The signed-in user, read at every step: records of other users are never read nor sent. */
  userId: () => number | null;
  /** null: no Web Locks, this tab sends (decision 070). */
  locks: OutboxLocks | null;
  channel: OutboxChannel | null;
  queryClient?: QueryClient | null;
  /** Loads the modules that define the actions of an entity, for records queued before a reload. */
  loadActions?: (entity: string) => Promise<void>;
  onNotice?: (notice: OutboxNotice) => void;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  newKey?: () => string;
  /** Reports a failing onSuccess or loader; the queue goes on regardless. */
  onInternalError?: (error: unknown) => void;
  /** At most this many sends at once (decision 179); 1 sends one record at a time. */
  concurrency?: number;
};

export type OutboxEngine = ReturnType<typeof createOutboxEngine>;

const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, HandledStatus.TooManyRequests]);

/** Sorts a failed send into the state machine's outcomes (ARCHITECTURE "An action", step 5). */
export function classifyFailure(error: unknown): SendOutcome {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof ApiError) {
    const problem = { status: error.status, message: error.body.Message };
    if (error.status === HandledStatus.Unauthorized) return { kind: 'unauthorized' };
    if (error.status === HandledStatus.PreconditionFailed) {
      return { kind: 'conflict', error: problem, current: (error.body as { current?: unknown }).current };
    }
    if (error.status >= 500 || RETRYABLE_CLIENT_STATUSES.has(error.status)) return { kind: 'server-error', error: problem };
    return { kind: 'rejected', error: error.body.ModelState ? { ...problem, fields: error.body.ModelState } : problem };
  }
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'network' };
  // A bug in an action's request builder: shown as rejected so it never blocks the rest of the queue.
  return { kind: 'rejected', error: { status: 0, message: error instanceof Error ? error.message : String(error) } };
}

/** The server keeps the queued time in the audit row when the change waited long enough to count as made offline. */
export function outboxHeaders(record: OutboxRecord): Record<string, string> {
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: record.key, [QUEUED_AT_HEADER]: new Date(record.createdAt).toISOString() };
  if (record.baseVersion !== null) headers[IF_MATCH_HEADER] = String(record.baseVersion);
  return headers;
}

function actionOf(record: OutboxRecord): AnyOutboxAction | undefined {
  return outboxActionFor(record.type);
}

function versionOfAnswer(action: AnyOutboxAction | undefined, answer: unknown): number | null {
  return action?.versionOf ? action.versionOf(answer) : versionField(answer);
}

/** The answer of a success whose body never arrived readable: the change is applied, the cache is refetched. */
const UNREAD = Symbol('unread answer');
type ServerAnswer = unknown;

/**
 * A 412 whose `current` already shows the user's change is the user's own change coming back (its first answer was
 * lost, or another tab sent it): applying the action's overlay to it changes nothing. Without an overlay nobody can
 * tell, and it stays a conflict for the user to settle.
 */
export function alreadyApplied(action: AnyOutboxAction | undefined, record: OutboxRecord, current: unknown): boolean {
  if (!action?.overlay || current === undefined || current === null) return false;
  try {
    return replaceEqualDeep(current, action.overlay(current, record.payload)) === current;
  } catch {
    return false;
  }
}

export function createOutboxEngine(options: OutboxEngineOptions) {
  const { store, transport, locks } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => true);
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const reportInternal = options.onInternalError ?? ((error: unknown) => console.error(error));
  const concurrency = Math.max(1, options.concurrency ?? OUTBOX_CONCURRENCY);

  let records = new Map<string, OutboxRecord>();
  let loadedFor: number | null = null;
  let started = false;
  let leader = false;
  let snapshot: OutboxSnapshot = buildSnapshot();
  const listeners = new Set<() => void>();

  let releaseLock: (() => void) | null = null;
  let draining: Promise<void> | null = null;
  /** Taking over the queue (load, recover) before the first drain. */
  let takingOver: Promise<void> | null = null;
  let wakeAgain = false;
  /** Wakes a drain that waits for one of its sends to settle, so a new record or an ended wait is seen at once. */
  let poke: (() => void) | null = null;
  /** The sends under way, by entity line (the lane): one per lane, at most `concurrency` (decision 179). */
  const inFlight = new Map<string, Promise<void>>();
  /** When each lane last started a send (a counter): the least recently served lane goes first, so lanes take turns. */
  const servedAt = new Map<string, number>();
  let launches = 0;
  /**
   * Whether the server answered since the connection last failed. Until it has, one record goes at a time (a probe),
   * so a dead connection costs one attempt of one record, as in the serial engine. `linkEpoch` counts the failures,
   * so an answer to a send launched before the last one confirms nothing.
   */
  let linkConfirmed = false;
  let linkEpoch = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** After a network error the whole queue waits: the connection, not the record, failed. */
  let pausedUntil = 0;
  /** 401: the session ended; nothing is sent until the session changes. */
  let unauthorized = false;
  let sawOffline = false;
  let savedSinceOffline = 0;
  let lastCreatedAt = 0;
  const loadingEntities = new Map<string, Promise<void>>();
  const cleanups: Array<() => void> = [];
  const outcomes = createOutcomeWatch({
    record: (key) => records.get(key),
    heldBack: (key) => snapshot.heldBack.has(key),
    isOnline,
    claim: (key) => engine.discard(key),
  });
  const channel = withSettledEcho(options.channel, ({ record, outcome }, from) => {
    // A record refused without an answer (status 0: the request could not be built, or the answer not read) is a
    // fault of the portal: the user reads a plain sentence (outbox-problem.ts), developers get the exception's text.
    if (from === 'this tab' && outcome === 'rejected' && record.error?.status === 0) {
      reportInternal(new Error(`The outbox could not send ${record.type}: ${record.error.message}`));
    }
    outcomes.settled(record, outcome);
  });
  listeners.add(() => outcomes.changed());

  function buildSnapshot(): OutboxSnapshot {
    const list = [...records.values()].toSorted(byAge);
    return {
      userId: loadedFor,
      records: list,
      pending: list.filter((record) => record.state === 'queued' || record.state === 'sending').length,
      conflicts: list.filter((record) => record.state === 'conflict'),
      rejected: list.filter((record) => record.state === 'rejected'),
      heldBack: heldBack(list),
      leader,
    };
  }

  function changed(broadcast: boolean) {
    snapshot = buildSnapshot();
    for (const listener of listeners) listener();
    if (broadcast) channel?.post({ kind: 'changed' });
  }

  function setLocal(list: readonly OutboxRecord[], remove: readonly string[] = []) {
    for (const key of remove) records.delete(key);
    for (const record of list) if (record.userId === loadedFor) records.set(record.key, record);
  }

  async function refresh(): Promise<void> {
    const userId = options.userId();
    const list = userId === null ? [] : await store.list(userId);
    records = new Map(list.map((record) => [record.key, record]));
    loadedFor = userId;
    changed(false);
  }

  function canSend(record: OutboxRecord): boolean {
    if (actionOf(record)) return true;
    if (options.loadActions && !loadingEntities.has(record.entity)) {
      const loading = options.loadActions(record.entity).catch(reportInternal);
      loadingEntities.set(record.entity, loading);
    }
    return false;
  }

  function invalidate(record: OutboxRecord) {
    const queryClient = options.queryClient;
    const action = actionOf(record);
    if (!queryClient || !action) return;
    for (const queryKey of action.invalidates(record.payload, record)) void queryClient.invalidateQueries({ queryKey });
  }

  /** What every tab does when a record settles: the leader directly, the others through the channel. */
  function applySettled(message: Extract<OutboxMessage, { kind: 'settled' }>) {
    const action = actionOf(message.record);
    // A success without `answer` was applied but its answer never arrived readable: the invalidation refetches.
    if (message.outcome === 'success' && 'answer' in message && action?.onSuccess && options.queryClient) {
      try {
        action.onSuccess(options.queryClient, message.answer, message.record);
      } catch (error) {
        reportInternal(error);
      }
    }
    invalidate(message.record);
  }

  function settled(message: Extract<OutboxMessage, { kind: 'settled' }>) {
    applySettled(message);
    channel?.post(message);
  }

  function notify(notice: OutboxNotice) {
    if (notice.kind === 'problem' && outcomes.takeQuietProblem()) return;
    options.onNotice?.(notice);
    channel?.post({ kind: 'notice', notice });
  }

  function schedule(at: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      wake();
    }, Math.max(0, at - now()));
  }

  function wake() {
    if (!started || !leader) return;
    if (draining) {
      wakeAgain = true;
      poke?.();
      return;
    }
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    draining = drain().finally(() => {
      draining = null;
      if (wakeAgain) {
        wakeAgain = false;
        wake();
      }
    });
  }

  /**
   * One drain at a time (wake() joins a running one). Launches the sendable lane heads up to the bound, then waits for
   * one send to settle (or a poke) and looks again; it ends only once no send is under way, so idle() means settled.
   */
  async function drain(): Promise<void> {
    if (loadedFor !== options.userId()) await refresh();
    try {
      for (;;) {
        wakeAgain = false;
        if (mayLaunch()) {
          const limit = (linkConfirmed ? concurrency : 1) - inFlight.size;
          const heads = limit > 0 ? sendableHeads([...records.values()], now(), { canSend, busy: new Set(inFlight.keys()), limit, servedAt: (lane) => servedAt.get(lane) ?? 0 }) : [];
          for (const record of heads) launch(record);
          if (inFlight.size === 0) {
            const at = nextWakeAt([...records.values()], now());
            if (at !== null) schedule(at);
            servedAt.clear();
            finishDrain();
            return;
          }
          const at = nextWakeAt([...records.values()], now());
          if (at !== null) schedule(at);
        } else if (inFlight.size === 0) {
          return;
        }
        if (wakeAgain) continue;
        await Promise.race([...inFlight.values(), new Promise<void>((resolve) => (poke = resolve))]);
        poke = null;
      }
    } finally {
      poke = null;
    }
  }

  /** Whether new sends may start; when not, the drain only lets the sends under way settle. */
  function mayLaunch(): boolean {
    if (!started || !leader || unauthorized || loadedFor === null) return false;
    if (!isOnline()) {
      sawOffline = true;
      return false;
    }
    if (now() < pausedUntil) {
      schedule(pausedUntil);
      return false;
    }
    return true;
  }

  function launch(record: OutboxRecord) {
    const lane = entityLine(record);
    const epoch = linkEpoch;
    launches += 1;
    servedAt.set(lane, launches);
    const sending = send(record, epoch)
      .catch(reportInternal)
      .finally(() => inFlight.delete(lane));
    inFlight.set(lane, sending);
  }

  function finishDrain() {
    const anyQueued = [...records.values()].some((record) => record.state === 'queued' || record.state === 'sending');
    if (anyQueued) return;
    if (sawOffline && savedSinceOffline > 0) notify({ kind: 'saved', count: savedSinceOffline });
    sawOffline = false;
    savedSinceOffline = 0;
  }

  async function transition(record: OutboxRecord, event: OutboxEvent): Promise<OutboxRecord | null | undefined> {
    const next = await store.update(record.key, (stored) => nextState(stored, event, now(), random()));
    if (next === undefined || next === null) setLocal([], [record.key]);
    else setLocal([next]);
    changed(true);
    return next;
  }

  async function send(queued: OutboxRecord, epoch: number): Promise<void> {
    const action = actionOf(queued);
    const record = await transition(queued, { kind: 'send' });
    // Another tab discarded or changed it meanwhile: look again.
    if (!action || !record || record.state !== 'sending') return;
    let outcome: SendOutcome;
    let answer: ServerAnswer;
    try {
      answer = await transport(action.request(record.payload, record), outboxHeaders(record));
      outcome = { kind: 'success' };
    } catch (error) {
      if (error instanceof UnreadableAnswerError) {
        answer = await readAnswerAgain(record, action);
        outcome = { kind: 'success' };
      } else {
        outcome = classifyFailure(error);
      }
    }
    if (outcome.kind !== 'network' && epoch === linkEpoch) linkConfirmed = true;
    if (outcome.kind === 'conflict' && alreadyApplied(action, record, outcome.current)) {
      return succeed(record, action, UNREAD, versionOfAnswer(action, outcome.current));
    }
    switch (outcome.kind) {
      case 'success':
        return succeed(record, action, answer);
      case 'network': {
        sawOffline = true;
        linkConfirmed = false;
        linkEpoch += 1;
        // No new send starts until the wait is over; the sends under way settle, and one failing too makes the
        // wait no shorter than its own backoff.
        const next = await transition(record, outcome);
        pausedUntil = Math.max(pausedUntil, next ? next.nextAttemptAt : now());
        return;
      }
      case 'unauthorized':
        unauthorized = true;
        await transition(record, outcome);
        return;
      case 'server-error':
        await transition(record, outcome);
        return;
      case 'conflict':
      case 'rejected': {
        const next = await transition(record, outcome);
        if (next) settled({ kind: 'settled', record: next, outcome: outcome.kind });
        notify({ kind: 'problem' });
        return;
      }
    }
  }

  /**
   * The server applied the change but its answer could not be read: the same request under the same key makes the
   * server answer what it stored, and nothing else. Still unreadable (or no connection now): UNREAD.
   */
  async function readAnswerAgain(record: OutboxRecord, action: AnyOutboxAction): Promise<ServerAnswer> {
    try {
      return await transport(action.request(record.payload, record), outboxHeaders(record));
    } catch {
      return UNREAD;
    }
  }

  /**
   * `answer` UNREAD: the change is on the server but its answer is not here, so the cache is refetched rather than
   * reconciled, and the later records of the entity move to `knownVersion` when it is known.
   */
  async function succeed(record: OutboxRecord, action: AnyOutboxAction, answer: ServerAnswer, knownVersion: number | null = null): Promise<void> {
    const unread = answer === UNREAD;
    const version = unread ? knownVersion : versionOfAnswer(action, answer);
    // The cache gets the server's answer before the overlay goes, so the card does not flicker back.
    const { put, remove } = await store.transact(record.userId, (stored) => ({
      put: rebase(stored, record, version),
      remove: [record.key],
    }));
    if (options.queryClient && action.onSuccess && !unread) {
      try {
        action.onSuccess(options.queryClient, answer, record);
      } catch (error) {
        reportInternal(error);
      }
    }
    setLocal(put, remove);
    savedSinceOffline += 1;
    changed(true);
    invalidate(record);
    channel?.post({ kind: 'settled', record, outcome: 'success', ...(unread ? {} : { answer }) });
  }

  /** Rewrites one record (and maybe others) in one transaction; a record whose key changed replaces the old one. */
  async function replace(key: string, change: (mine: OutboxRecord, stored: OutboxRecord[]) => Array<OutboxRecord | null>) {
    const userId = options.userId();
    if (userId === null) return;
    const { put, remove } = await store.transact(userId, (stored) => {
      const mine = stored.find((candidate) => candidate.key === key);
      if (!mine) return { put: [], remove: [] };
      const next = change(mine, stored).filter((record) => record !== null);
      return { put: next, remove: next.some((record) => record.key === key) ? [] : [key] };
    });
    setLocal(put, remove);
    changed(true);
  }

  function requireUser(): number {
    const userId = options.userId();
    if (userId === null) throw new Error('The outbox needs a signed-in user');
    return userId;
  }

  const engine = {
    /** Takes part in the leader election and starts following the other tabs. Idempotent. */
    start(): void {
      if (started) return;
      started = true;
      if (channel) {
        cleanups.push(
          channel.listen((message) => {
            if (message.kind === 'notice') {
              if (!(message.notice.kind === 'problem' && outcomes.takeQuietProblem())) options.onNotice?.(message.notice);
            }
            else if (message.kind === 'settled') applySettled(message);
            else void refresh().then(wake);
          }),
        );
      }
      cleanups.push(
        onOutboxActionDefined(() => {
          // A view that drew a queued record without its action (module not loaded yet) draws it again, overlay and all.
          if (records.size > 0) changed(false);
          wake();
        }),
      );
      const takeOver = async () => {
        leader = true;
        await refresh();
        // A tab that died while sending left its record "sending": the answer was lost, the key makes a resend safe.
        for (const record of records.values()) if (record.state === 'sending') await transition(record, { kind: 'recover' });
        if ([...records.values()].some((record) => record.state === 'queued')) sawOffline = true;
        changed(false);
      };
      const becomeLeader = async () => {
        if (!started) return;
        takingOver = takeOver();
        await takingOver;
        takingOver = null;
        wake();
      };
      void refresh();
      if (locks) {
        void locks
          .request(OUTBOX_LOCK_NAME, async () => {
            await becomeLeader();
            await new Promise<void>((resolve) => {
              releaseLock = resolve;
              if (!started) resolve();
            });
          })
          .catch(reportInternal);
      } else {
        void becomeLeader();
      }
    },

    stop(): void {
      started = false;
      leader = false;
      if (timer) clearTimeout(timer);
      timer = null;
      releaseLock?.();
      releaseLock = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },

    snapshot: (): OutboxSnapshot => snapshot,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async enqueue<Payload, Answer, Entity>(
      action: OutboxAction<Payload, Answer, Entity>,
      input: { entityId: number | null; baseVersion: number | null; payload: Payload },
    ): Promise<OutboxRecord<Payload>> {
      if (!outboxActionFor(action.type)) defineOutboxAction(action);
      const userId = requireUser();
      // Strictly increasing within a tab: two changes queued in the same millisecond keep their order.
      const createdAt = Math.max(now(), lastCreatedAt + 1);
      lastCreatedAt = createdAt;
      const record: OutboxRecord<Payload> = {
        key: newKey(),
        type: action.type,
        entity: action.entity,
        entityId: input.entityId,
        baseVersion: input.baseVersion,
        payload: input.payload,
        createdAt,
        attempts: 0,
        state: 'queued',
        nextAttemptAt: now(),
        userId,
      };
      await store.put(record);
      if (loadedFor !== userId) await refresh();
      else setLocal([record]);
      changed(true);
      wake();
      return record;
    },

    /**
     * Waits a moment for the server's answer to a record this tab just queued (decision 143). A refusal takes the
     * record out of the outbox: the caller shows it, so nothing stale stays in Pending changes.
     */
    awaitOutcome(key: string, wait?: AwaitOptions): Promise<AwaitedOutcome> {
      return outcomes.wait(key, wait);
    },

    /**
     * A rejected record, corrected by the user (Pending changes, "Edit and send again"): the new payload takes its
     * place in the queue under a new idempotency key (the server stored its refusal under the old one). Answers the
     * new record, or null when the record is no longer rejected (sent or discarded meanwhile).
     */
    async resubmit<Payload>(key: string, payload: Payload): Promise<OutboxRecord<Payload> | null> {
      const record = records.get(key);
      if (!record || record.state !== 'rejected') return null;
      const freshKey = newKey();
      pausedUntil = 0;
      await replace(key, (mine) => [nextState(mine, { kind: 'edit', payload, freshKey }, now())]);
      wake();
      const next = records.get(freshKey);
      // The record was this action's; the corrected payload is of the same action.
      return next ? (next as OutboxRecord<Payload>) : null;
    },

    /** Send queued records now; `reconnected` also ends the waits caused by a lost connection. */
    async wake({ reconnected = false }: { reconnected?: boolean } = {}): Promise<void> {
      if (reconnected) {
        pausedUntil = 0;
        const userId = options.userId();
        if (userId !== null && leader) {
          const { put } = await store.transact(userId, (stored) => ({
            put: stored
              .filter((record) => record.state === 'queued' && record.error?.status === 0 && record.nextAttemptAt > now())
              .map((record) => ({ ...record, nextAttemptAt: now() })),
            remove: [],
          }));
          setLocal(put);
          if (put.length > 0) changed(true);
        }
      }
      wake();
    },

    /** The session changed (sign-in, another user, sign-out): follow its records and resume sending. */
    async sessionChanged(): Promise<void> {
      unauthorized = false;
      await refresh();
      wake();
    },

    async retry(key: string): Promise<void> {
      const record = records.get(key);
      if (!record) return;
      pausedUntil = 0;
      await replace(key, (mine) => [nextState(mine, { kind: 'retry', freshKey: newKey() }, now())]);
      wake();
    },

    async reapply(key: string): Promise<void> {
      const record = records.get(key);
      if (!record || record.state !== 'conflict') return;
      const action = actionOf(record);
      const current = record.current;
      const version = action?.versionOf ? action.versionOf(current) : versionField(current);
      await replace(key, (mine, stored) => {
        if (mine.state !== 'conflict') return [mine];
        // The user's later changes of this entity were queued on top of this one: they follow it onto the new version.
        return [nextState(mine, { kind: 'reapply', version, freshKey: newKey() }, now()), ...rebase(stored, mine, version)];
      });
      wake();
    },

    async discard(key: string): Promise<void> {
      const record = records.get(key);
      if (!record) return;
      await store.update(key, () => null);
      setLocal([], [key]);
      changed(true);
      settled({ kind: 'settled', record, outcome: 'discarded' });
      wake();
    },

    /** Logout: forget this user's queue on this device. Returns how many records went. */
    async clearUser(userId: number): Promise<number> {
      const count = await store.clearUser(userId);
      if (loadedFor === userId) {
        records = new Map();
        changed(true);
      }
      return count;
    },

    /** Resolves when no drain is running (tests and the bench). */
    async idle(): Promise<void> {
      await takingOver;
      for (let running = draining; running; running = draining) await running;
    },

    isLeader: () => leader,
    refresh,
  };
  return engine;
}
