/**
 * The page's one outbox: the engine wired to the portal's IndexedDB, http client, session, Web Locks,
 * BroadcastChannel, connectivity events and toasts.
 */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/outbox';
import { api } from '@/lib/http';
import { apiUpload } from '@/lib/upload';
import { getSession, subscribeSession } from '@/lib/session';
import { showMessage } from '@/ui/toasts/message-bus';
import { actionModulesOf } from './outbox-action-modules';
import { createOutboxEngine, OUTBOX_CHANNEL_NAME, type OutboxChannel, type OutboxMessage, type OutboxNotice } from './outbox-engine';
import { createOutboxStore } from './outbox-store';
import type { OutboxRequest } from './outbox-types';
import { endUploadProgress, reportUploadProgress } from './upload-progress';

function broadcastChannel(): OutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
  return {
    // A BroadcastChannel reaches only this origin's tabs: there is no target origin to give.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

async function loadActionsOf(entity: string): Promise<void> {
  await Promise.all(actionModulesOf(entity).map((load) => load()));
}

function showNotice(notice: OutboxNotice) {
  if (document.visibilityState === 'hidden') return;
  if (notice.kind === 'saved') {
    const count = notice.count;
    showMessage({ intent: 'success', text: plural({ count }, { one: '# change saved', other: '# changes saved' }) });
  } else {
    showMessage({ intent: 'warning', text: i18n._(msg`A change could not be saved — see pending changes.`) });
  }
}

/**
 * Sends one record's request. A multipart body (a file) goes through XMLHttpRequest so its progress can be shown
 * beside the queued item (upload-progress.ts), keyed by the record's key, which is the request's Idempotency-Key.
 */
async function sendRecord(request: OutboxRequest, headers: Record<string, string>): Promise<unknown> {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (!request.form || !key) return api(request.path, { method: request.method, json: request.json, multipart: request.form, headers });
  try {
    return await apiUpload(request.path, {
      method: request.method,
      multipart: request.form,
      headers,
      onUploadProgress: (progress) => reportUploadProgress(key, progress),
    });
  } finally {
    endUploadProgress(key);
  }
}

let queryClientOfPage: QueryClient | null = null;

export const outbox = createOutboxEngine({
  store: createOutboxStore(),
  transport: sendRecord,
  userId: () => getSession()?.userId ?? null,
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
  channel: broadcastChannel(),
  get queryClient() {
    return queryClientOfPage;
  },
  loadActions: loadActionsOf,
  onNotice: showNotice,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});

let stopOutbox: (() => void) | null = null;

/** Starts the page's outbox once (later calls return the same stop); called by the signed-in layout. */
export function startOutbox(queryClient: QueryClient): () => void {
  queryClientOfPage = queryClient;
  if (stopOutbox) return stopOutbox;
  outbox.start();
  const reconnect = () => void outbox.wake({ reconnected: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnect();
  };
  let userId = getSession()?.userId ?? null;
  const unsubscribeSession = subscribeSession(() => {
    const next = getSession()?.userId ?? null;
    if (next === userId) return;
    userId = next;
    void outbox.sessionChanged();
  });
  window.addEventListener('online', reconnect);
  document.addEventListener('visibilitychange', onVisible);
  stopOutbox = () => {
    window.removeEventListener('online', reconnect);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribeSession();
    outbox.stop();
    stopOutbox = null;
  };
  return stopOutbox;
}

/** Send what is queued now: the live-notifications connection calls it when it reconnects. */
export function wakeOutbox(): void {
  void outbox.wake({ reconnected: true });
}
