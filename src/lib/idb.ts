import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The portal's IndexedDB database. Each store is added by a numbered upgrade step, so a user who
 * skipped versions is walked through every step in order.
 */
export interface PortalDb extends DBSchema {
  'key-value': { key: string; value: string };
}

const DB_NAME = 'donor-portal';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<PortalDb>> | null = null;

export function portalDb(): Promise<IDBPDatabase<PortalDb>> {
  opening ??= openDB<PortalDb>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('key-value');
    },
    blocking() {
      // A newer tab wants to upgrade the schema: step aside so it is not stuck.
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
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
