/**
 * The outbox's public face (ARCHITECTURE "An action"; decisions 070-074): define actions, queue them, follow
 * them. Views call `enqueueAction` from their action hooks and read `useOverlay` so a card shows the change at
 * once; one tab sends everything, in order, with an idempotency key and the version the user saw.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { outboxActionFor } from './outbox-actions';
import type { OutboxSnapshot } from './outbox-engine';
import { outbox } from './outbox-runtime';
import type { OutboxAction, OutboxRecord } from './outbox-types';

export type { OutboxAction, OutboxError, OutboxRecord, OutboxRequest, OutboxState } from './outbox-types';
export type { OutboxSnapshot } from './outbox-engine';
export { defineOutboxAction, outboxActionFor } from './outbox-actions';
export { startOutbox, wakeOutbox } from './outbox-runtime';

/** Queues a change for the signed-in user; the returned record is already on disk. */
export function enqueueAction<Payload, Answer = unknown, Entity = unknown>(
  action: OutboxAction<Payload, Answer, Entity>,
  input: { entityId: number | null; baseVersion: number | null; payload: Payload },
): Promise<OutboxRecord<Payload>> {
  return outbox.enqueue(action, input);
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

/** The queued and sending records of one entity, oldest first (`entityId` null: the queued creations). */
export function usePendingRecords(entity: string, entityId: number | null): OutboxRecord[] {
  const { records } = useOutboxSnapshot();
  return useMemo(() => pendingOf(records, entity, entityId), [records, entity, entityId]);
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
