/**
 * A dialog that queues a change waits a moment for the server's answer (decision 143): a refusal is shown on the
 * dialog's fields, with the user's input still there, instead of landing in Pending changes after the dialog has
 * gone. This watches the records that dialogs wait for; the engine tells it what settled and what changed.
 */
import type { OutboxChannel, OutboxMessage } from './outbox-engine';
import type { OutboxError, OutboxRecord } from './outbox-types';

/** Why a change is still waiting: no connection, no answer in time, or an earlier change of the same item blocks it. */
export type QueuedReason = 'offline' | 'slow' | 'behind';

/**
 * What became of a change a dialog waited for. `rejected`: the server refused it and the record is gone from the
 * outbox (the dialog shows the refusal instead); `conflict`: it stays in Pending changes, where the user decides;
 * `discarded`: the user dropped it meanwhile (in another tab).
 */
export type AwaitedOutcome =
  | { outcome: 'saved' }
  | { outcome: 'queued'; reason: QueuedReason }
  | { outcome: 'rejected'; error: OutboxError }
  | { outcome: 'conflict'; error: OutboxError }
  | { outcome: 'discarded' };

export type AwaitOptions = {
  /** How long to wait for the answer before the change is left to the outbox; OUTCOME_WAIT_MS unless given. */
  timeoutMs?: number;
  /** The dialog went away: stop waiting, and a refusal then lands in Pending changes as usual. */
  signal?: AbortSignal;
};

/**
 * Long enough for a form (or a 2 MB agreement on a fair connection) to be answered, short enough that a user on a
 * slow link is not kept in front of a spinner: the change is on the device already and will go anyway.
 */
export const OUTCOME_WAIT_MS = 8_000;

/**
 * A dialog whose upload has its progress shown beside the queued item (a progress report, decision 133) waits less:
 * past a few seconds the growing bar says more than a spinner in the dialog. A small file is answered well within it.
 */
export const UPLOAD_OUTCOME_WAIT_MS = 3_000;

/** How many settled outcomes are remembered for a dialog that asks just after its change was answered. */
const REMEMBERED_OUTCOMES = 50;

export type SettledOutcome = 'success' | 'conflict' | 'rejected' | 'discarded';

type Waiter = { resolve: (outcome: AwaitedOutcome) => void };

function rejectedOutcome(record: OutboxRecord): AwaitedOutcome {
  return { outcome: 'rejected', error: record.error ?? { status: 0, message: '' } };
}

export type OutcomeWatchOptions = {
  /** The record of this key as the tab knows it now. */
  record: (key: string) => OutboxRecord | undefined;
  /** Whether the record waits behind a conflict or rejection of its entity. */
  heldBack: (key: string) => boolean;
  isOnline: () => boolean;
  /** Takes a refused record out of the outbox: the dialog that waited for it shows the refusal. */
  claim: (key: string) => Promise<void>;
};

export function createOutcomeWatch(options: OutcomeWatchOptions) {
  const waiters = new Map<string, Waiter>();
  const remembered = new Map<string, AwaitedOutcome>();
  /** Problems a dialog showed itself: the "see pending changes" toast that follows each one is left out. */
  let quietProblems = 0;

  function remember(key: string, outcome: AwaitedOutcome) {
    remembered.set(key, outcome);
    for (const old of remembered.keys()) {
      if (remembered.size <= REMEMBERED_OUTCOMES) break;
      remembered.delete(old);
    }
  }

  function finish(key: string, outcome: AwaitedOutcome): boolean {
    const waiter = waiters.get(key);
    if (!waiter) return false;
    waiters.delete(key);
    waiter.resolve(outcome);
    return true;
  }

  /** Where a record stands for a waiting dialog, or null while it is still on its way. */
  function standing(record: OutboxRecord): AwaitedOutcome | null {
    if (record.state === 'conflict') return { outcome: 'conflict', error: record.error ?? { status: 0, message: '' } };
    if (record.state === 'rejected') return rejectedOutcome(record);
    if (record.state !== 'queued') return null;
    // Back in the queue after a try: no connection (status 0) or a server that failed; either way it goes later.
    if (record.error) return { outcome: 'queued', reason: record.error.status === 0 ? 'offline' : 'slow' };
    if (options.heldBack(record.key)) return { outcome: 'queued', reason: 'behind' };
    return null;
  }

  function answer(record: OutboxRecord, outcome: AwaitedOutcome): AwaitedOutcome {
    if (outcome.outcome === 'rejected') void options.claim(record.key);
    return outcome;
  }

  return {
    /** Resolves once the record's fate is known to this tab, or with `queued` when the wait is over. */
    wait(key: string, { timeoutMs = OUTCOME_WAIT_MS, signal }: AwaitOptions = {}): Promise<AwaitedOutcome> {
      const record = options.record(key);
      if (!record) return Promise.resolve(remembered.get(key) ?? { outcome: 'queued', reason: 'slow' });
      const now = standing(record);
      if (now) return Promise.resolve(answer(record, now));
      if (!options.isOnline()) return Promise.resolve({ outcome: 'queued', reason: 'offline' });
      if (signal?.aborted) return Promise.resolve({ outcome: 'queued', reason: 'slow' });
      finish(key, { outcome: 'queued', reason: 'slow' });
      return new Promise((resolve) => {
        const stop = () => finish(key, { outcome: 'queued', reason: 'slow' });
        const timer = setTimeout(stop, timeoutMs);
        signal?.addEventListener('abort', stop, { once: true });
        waiters.set(key, {
          resolve: (outcome) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', stop);
            resolve(outcome);
          },
        });
      });
    },

    /** A record settled, in this tab or another one (the messages every tab hears). */
    settled(record: OutboxRecord, outcome: SettledOutcome): void {
      let result: AwaitedOutcome;
      if (outcome === 'success') result = { outcome: 'saved' };
      else if (outcome === 'discarded') result = { outcome: 'discarded' };
      else if (outcome === 'conflict') result = { outcome: 'conflict', error: record.error ?? { status: 0, message: '' } };
      else result = rejectedOutcome(record);
      remember(record.key, result);
      if (!finish(record.key, result) || outcome !== 'rejected') return;
      quietProblems += 1;
      void options.claim(record.key);
    },

    /** The tab's records changed: a waited-for record that went back to the queue, or is held back, waits no more. */
    changed(): void {
      for (const key of waiters.keys()) {
        const record = options.record(key);
        const now = record ? standing(record) : null;
        // Settled outcomes come through `settled`; here only the ways of staying queued.
        if (now?.outcome === 'queued') finish(key, now);
      }
    },

    /** Whether the next "a change could not be saved" notice is about a refusal that a dialog already shows. */
    takeQuietProblem(): boolean {
      if (quietProblems === 0) return false;
      quietProblems -= 1;
      return true;
    },

    waiting: (key: string): boolean => waiters.has(key),
  };
}

export type OutcomeWatch = ReturnType<typeof createOutcomeWatch>;

/**
 * The channel as the engine posts to it, plus this tab's own ears: every `settled` message the engine posts (the
 * success of `succeed`, the others of `settled`) and every one it hears reaches `onSettled` too, so a waiting
 * dialog learns its answer in whichever tab sends.
 */
export function withSettledEcho(
  channel: OutboxChannel | null,
  onSettled: (message: Extract<OutboxMessage, { kind: 'settled' }>, from: 'this tab' | 'another tab') => void,
): OutboxChannel {
  return {
    post(message) {
      if (message.kind === 'settled') onSettled(message, 'this tab');
      channel?.post(message);
    },
    listen(listener) {
      if (!channel) return () => undefined;
      return channel.listen((message) => {
        if (message.kind === 'settled') onSettled(message, 'another tab');
        listener(message);
      });
    },
  };
}
