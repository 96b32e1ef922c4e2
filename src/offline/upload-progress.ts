import { useCallback, useSyncExternalStore } from 'react';
import type { UploadProgress } from '@/lib/upload';

/*
 * How far the running upload of each queued record has got, by record key (its Idempotency-Key). Only the tab that
 * sends the queue (the outbox's leader) knows; the others show the record as sending, without a figure. Kept out of
 * the outbox's snapshot: progress changes many times a second, the queue's state does not.
 */

const progressByKey = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function reportUploadProgress(key: string, progress: UploadProgress): void {
  progressByKey.set(key, progress);
  changed();
}

/** The upload ended (answered, failed or aborted): its figure goes. */
export function endUploadProgress(key: string): void {
  if (progressByKey.delete(key)) changed();
}

export function uploadProgressOf(key: string): UploadProgress | null {
  return progressByKey.get(key) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share of the record's upload sent so far, 0 to 1, or null while it is not being sent from this tab. */
export function useUploadProgress(key: string): number | null {
  const read = useCallback(() => {
    const progress = progressByKey.get(key);
    return progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : null;
  }, [key]);
  return useSyncExternalStore(subscribe, read, read);
}
