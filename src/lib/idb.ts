import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxRecord } from '@/offline/outbox-types';

/**
 * The portal's IndexedDB database. Each store is added by a numbered upgrade step, so a user who
 * skipped versions is walked through every step in order.
 */
export interface PortalDb extends DBSchema {
  'key-value': { key: string; value: string };
  /** Queued actions (src/offline): one record per change, keyed by its idempotency key. */
  outbox: {
    key: string;
    value: OutboxRecord;
    indexes: { createdAt: number; 'by-user': [number, number] };
  };
}

const DB_NAME = 'donor-portal';
const DB_VERSION = 2;

let opening: Promise<IDBPDatabase<PortalDb>> | null = null;

/** A new connection; most code wants the shared one, `portalDb()`. Tests open their own to mimic a reload. */
export function openPortalDb(): Promise<IDBPDatabase<PortalDb>> {
  const connection: Promise<IDBPDatabase<PortalDb>> = openDB<PortalDb>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('key-value');
      if (oldVersion < 2) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'key' });
        outbox.createIndex('createdAt', 'createdAt');
        // A device may hold the queues of several users; each reads only its own, oldest first.
        outbox.createIndex('by-user', ['userId', 'createdAt']);
      }
    },
    blocking() {
      // A newer tab wants to upgrade the schema: step aside so it is not stuck.
      void connection.then((db) => db.close());
      if (opening === connection) opening = null;
    },
  });
  return connection;
}

export function portalDb(): Promise<IDBPDatabase<PortalDb>> {
  opening ??= openPortalDb();
  return opening;
}

export const keyValueStore = {
  async getItem(key: string): Promise<string | null> {
    return (await (await portalDb()).get('key-value', key)) ?? null;
  },
  async setItem(key: string, value: string): Promise<void> {
    await (await portalDb()).put('key-value', value, key);
  },
  async removeItem(key: string): Promise<void> {
    await (await portalDb()).delete('key-value', key);
  },
};
