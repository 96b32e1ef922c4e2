// The /auto entry installs fake-indexeddb's globals (indexedDB, IDBKeyRange) that idb and the outbox store use
// (decision 073). A test that queues files runs in Node (`@vitest-environment node`): fake-indexeddb clones with the
// runtime's structuredClone, which in jsdom cannot clone jsdom's own File; Node's File and Blob clone as a browser's do.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll } from 'vitest';
import { openPortalDb } from '@/lib/idb';
import { createOutboxEngine, type OutboxEngine, type OutboxTransport } from '@/offline/outbox-engine';
import { createOutboxStore } from '@/offline/outbox-store';
import type { OutboxRequest } from '@/offline/outbox-types';

/**
 * What the offline tests of the features' outbox actions share: a server that answers every request the same way
 * and keeps what it was sent, and engines over the outbox store in fake IndexedDB, one per "tab" or per "reload".
 */

export type SentRequest = { request: OutboxRequest; headers: Record<string, string> };

/** A transport that records each request with its headers and answers it with `answer`. */
export function recordingTransport(answer: unknown): { sent: SentRequest[]; transport: OutboxTransport } {
  const sent: SentRequest[] = [];
  return {
    sent,
    transport: async (request, headers) => {
      sent.push({ request, headers });
      return answer;
    },
  };
}

type EngineOptions = {
  transport: OutboxTransport;
  /** The cache the actions update; a new one when not given. */
  queryClient?: QueryClient;
  isOnline?: () => boolean;
};

/**
 * Call inside a `describe`: English messages for the actions' texts, and after each test every engine stopped and the
 * outbox store emptied. `open` gives an engine (not started) of user 7 on a connection of its own: closing that
 * connection and opening another engine is a reload.
 */
export function offlineOutbox() {
  const engines: OutboxEngine[] = [];
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(async () => {
    for (const engine of engines.splice(0)) engine.stop();
    const db = await openPortalDb();
    await db.clear('outbox');
    db.close();
  });
  return {
    open({ transport, queryClient = new QueryClient(), isOnline = () => true }: EngineOptions) {
      const connection = openPortalDb();
      const engine = createOutboxEngine({ store: createOutboxStore(() => connection), transport, userId: () => 7, locks: null, channel: null, queryClient, isOnline });
      engines.push(engine);
      return { engine, connection, queryClient };
    },
  };
}
