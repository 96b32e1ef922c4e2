/**
 * The outbox's public face (ARCHITECTURE "An action"; decisions 070-074): define actions, queue them, follow
 * them. Views call `enqueueAction` from their action hooks and read `useOverlay` so a card shows the change at
 * once; one tab sends everything, in order, with an idempotency key and the version the user saw.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { actionModulesOf } from './outbox-action-modules';
import { outboxActionFor } from './outbox-actions';
import type { OutboxSnapshot } from './outbox-engine';
import { outbox } from './outbox-runtime';
import type { AwaitOptions, AwaitedOutcome } from './outbox-outcomes';
import type { OutboxAction, OutboxRecord } from './outbox-types';

export type { OutboxAction, OutboxError, OutboxRecord, OutboxRequest, OutboxState } from './outbox-types';
export type { OutboxSnapshot } from './outbox-engine';
export type { AwaitOptions, AwaitedOutcome, QueuedReason } from './outbox-outcomes';
export { OUTCOME_WAIT_MS, UPLOAD_OUTCOME_WAIT_MS } from './outbox-outcomes';

/**
 * How a change is queued. `replacing`: the key of a rejected record the user corrected (Pending changes, "Edit and
 * send again"); the change then takes that record's place (and keeps its entity and base version) instead of
 * joining the queue as a new one.
 */
export type EnqueueOptions = { replacing?: string | undefined };
export { defineOutboxAction, outboxActionFor } from './outbox-actions';
export { defineOutboxEditor, type OutboxEditorProps } from './outbox-editors';
export { startOutbox, wakeOutbox } from './outbox-runtime';

/** Queues a change for the signed-in user; the returned record is already on disk. */
export async function enqueueAction<Payload, Answer = unknown, Entity = unknown>(
  action: OutboxAction<Payload, Answer, Entity>,
  input: { entityId: number | null; baseVersion: number | null; payload: Payload },
  { replacing }: EnqueueOptions = {},
): Promise<OutboxRecord<Payload>> {
  if (replacing === undefined) return outbox.enqueue(action, input);
  const record = await outbox.resubmit(replacing, input.payload);
  if (!record) throw new Error('The corrected change is no longer in the outbox');
  return record;
}

/** Waits a moment for the server's answer to a record just queued; a refusal leaves the outbox (decision 143). */
export function awaitOutcome(key: string, options?: AwaitOptions): Promise<AwaitedOutcome> {
  return outbox.awaitOutcome(key, options);
}

/** Queues a change and waits a moment for the server's answer (what dialogs do, through submit-queued.ts). */
export async function enqueueAndAwait<Payload, Answer = unknown, Entity = unknown>(
  action: OutboxAction<Payload, Answer, Entity>,
  input: { entityId: number | null; baseVersion: number | null; payload: Payload },
  options: AwaitOptions & EnqueueOptions = {},
): Promise<AwaitedOutcome> {
  const record = await enqueueAction(action, input, options);
  return awaitOutcome(record.key, options);
}

/** Rejected or queued: send it again now. */
export function retryRecord(key: string): Promise<void> {
  return outbox.retry(key);
}

/** A conflict: keep the user's change, rebased on the server's current version, and send it again. */
export function reapplyRecord(key: string): Promise<void> {
  return outbox.reapply(key);
}

/** Drops the record; its queries are invalidated so the view shows the server's state. */
export function discardRecord(key: string): Promise<void> {
  return outbox.discard(key);
}

/** Logout: forgets the user's queued changes on this device. Returns how many there were. */
export function clearOutboxOf(userId: number): Promise<number> {
  return outbox.clearUser(userId);
}

/** How many changes of the signed-in user wait or failed, without React (the logout confirmation). */
export function outboxSnapshot(): OutboxSnapshot {
  return outbox.snapshot();
}

export function useOutboxSnapshot(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
}

export function useOutbox(): { records: OutboxRecord[]; pending: number; conflicts: OutboxRecord[]; rejected: OutboxRecord[] } {
  const { records, pending, conflicts, rejected } = useOutboxSnapshot();
  return useMemo(() => ({ records, pending, conflicts, rejected }), [records, pending, conflicts, rejected]);
}

function pendingOf(records: readonly OutboxRecord[], entity: string, entityId: number | null): OutboxRecord[] {
  return records.filter(
    (record) => record.entity === entity && record.entityId === entityId && (record.state === 'queued' || record.state === 'sending'),
  );
}

/**
 * A page draws a queued change with its action's overlay, and an action is defined when its module loads. A page that
 * did not load that module itself (a list whose dialogs load when opened, a reload with changes still queued) loads
 * its entity's actions here; the outbox publishes a new snapshot when they are defined, and the page draws again.
 */
function useActionsOf(entity: string, pending: readonly OutboxRecord[]): void {
  const missing = pending.some((record) => !outboxActionFor(record.type));
  useEffect(() => {
    if (!missing) return;
    // Offline before the module was ever fetched: the change still waits in the outbox and is drawn once it loads.
    for (const load of actionModulesOf(entity)) load().catch(() => undefined);
  }, [entity, missing]);
}

/** The queued and sending records of one entity, oldest first (`entityId` null: the queued creations). */
export function usePendingRecords(entity: string, entityId: number | null): OutboxRecord[] {
  const { records } = useOutboxSnapshot();
  const pending = useMemo(() => pendingOf(records, entity, entityId), [records, entity, entityId]);
  useActionsOf(entity, pending);
  return pending;
}

/** `data` with the overlays of the entity's queued actions applied in order. Pure; exported for tests. */
export function applyOverlays<T>(data: T, pending: readonly OutboxRecord[]): T {
  let result = data;
  for (const record of pending) {
    const action = outboxActionFor(record.type);
    // The registry holds actions of every entity shape; the caller's T is the shape this entity's overlays take.
    if (action?.overlay) result = action.overlay(result, record.payload) as T;
  }
  return result;
}

/** The entity as the user should see it: the server's data with their queued changes on top, and whether any wait. */
export function useOverlay<T>(entity: string, entityId: number, data: T | undefined): { data: T | undefined; pending: boolean } {
  const pending = usePendingRecords(entity, entityId);
  return useMemo(
    () => ({ data: data === undefined ? undefined : applyOverlays(data, pending), pending: pending.length > 0 }),
    [data, pending],
  );
}
