import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { showMessage } from '@/ui/toasts/message-bus';
import { awaitOutcome } from './outbox';
import type { AwaitOptions, AwaitedOutcome, QueuedReason } from './outbox-outcomes';
import type { OutboxRecord } from './outbox-types';

/**
 * What a dialog that queued a change learns (decision 143). `unsaved`: not even this device could store it (the
 * user was told); the dialog stays open. `rejected` carries the record's entity, which the refusal's words name.
 */
export type DialogOutcome =
  | Exclude<AwaitedOutcome, { outcome: 'rejected' }>
  | (Extract<AwaitedOutcome, { outcome: 'rejected' }> & { entity: string })
  | { outcome: 'unsaved' };

const QUEUED_NOTICES: Record<QueuedReason, MessageDescriptor> = {
  offline: msg`Saved on this device. It will be sent when the connection is back.`,
  slow: msg`Saved on this device. The server has not answered yet; it will be sent in the background, and Pending changes shows how it goes.`,
  behind: msg`Saved on this device. It will be sent after your earlier change of the same item, which is waiting in Pending changes.`,
};

export type SubmitQueuedOptions = AwaitOptions & {
  /** Offline, a change whose effect shows only after the server's answer (a decision) says so in its own words. */
  offlineNotice?: MessageDescriptor;
};

/**
 * Waits for the change to be stored on the device, then a moment for the server's answer. A change left queued (no
 * connection, no answer in time) is said to be saved on this device; the dialog closes as before.
 */
export async function submitQueued(queued: Promise<OutboxRecord>, { offlineNotice, ...wait }: SubmitQueuedOptions = {}): Promise<DialogOutcome> {
  let record: OutboxRecord;
  try {
    record = await queued;
  } catch (error) {
    // Only the device's storage fails here; what failed is for developers, the user hears that nothing was kept.
    console.error(error);
    showMessage({ intent: 'error', text: i18n._(msg`This change could not be saved on this device. Please try again.`) });
    return { outcome: 'unsaved' };
  }
  const outcome = await awaitOutcome(record.key, wait);
  if (outcome.outcome === 'queued' && !wait.signal?.aborted) {
    const notice = outcome.reason === 'offline' && offlineNotice ? offlineNotice : QUEUED_NOTICES[outcome.reason];
    showMessage({ intent: 'warning', text: i18n._(notice) });
  }
  return outcome.outcome === 'rejected' ? { ...outcome, entity: record.entity } : outcome;
}

/**
 * `submitQueued` for a component: the wait ends when it unmounts (the dialog was closed some other way), and a
 * refusal then goes to Pending changes as usual.
 */
export function useQueuedSubmit(): (queued: Promise<OutboxRecord>, options?: Omit<SubmitQueuedOptions, 'signal'>) => Promise<DialogOutcome> {
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  return (queued, options) => submitQueued(queued, { ...options, signal: mounted.current?.signal });
}
