import type { IDBPDatabase } from 'idb';
import { portalDb, type PortalDb } from '@/lib/idb';
import type { OutboxRecord } from './outbox-types';

/** The outbox's records in IndexedDB. Every read and write is scoped to one user. */
export type OutboxStore = {
  list(userId: number): Promise<OutboxRecord[]>;
  get(key: string): Promise<OutboxRecord | undefined>;
  put(record: OutboxRecord): Promise<void>;
  /**
   * In one transaction: reads the user's records, asks `plan` what to write and delete, and does it, so a success
   * and the rebase it causes land together even while another tab enqueues.
   */
  transact(userId: number, plan: (records: OutboxRecord[]) => { put: OutboxRecord[]; remove: string[] }): Promise<{ put: OutboxRecord[]; remove: string[] }>;
  /** Reads, changes and writes one record in one transaction; `change` returning null deletes it. */
  update(key: string, change: (record: OutboxRecord) => OutboxRecord | null): Promise<OutboxRecord | null | undefined>;
  clearUser(userId: number): Promise<number>;
};

const byUser = (userId: number) => IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

export function createOutboxStore(database: () => Promise<IDBPDatabase<PortalDb>> = portalDb): OutboxStore {
  return {
    async list(userId) {
      return (await database()).getAllFromIndex('outbox', 'by-user', byUser(userId));
    },
    async get(key) {
      return (await database()).get('outbox', key);
    },
    async put(record) {
      await (await database()).put('outbox', record);
    },
    async transact(userId, plan) {
      const tx = (await database()).transaction('outbox', 'readwrite');
      const changes = plan(await tx.store.index('by-user').getAll(byUser(userId)));
      await Promise.all([...changes.put.map((record) => tx.store.put(record)), ...changes.remove.map((key) => tx.store.delete(key)), tx.done]);
      return changes;
    },
    async update(key, change) {
      const tx = (await database()).transaction('outbox', 'readwrite');
      const record = await tx.store.get(key);
      if (!record) {
        await tx.done;
        return undefined;
      }
      const next = change(record);
      if (next) await tx.store.put(next);
      else await tx.store.delete(key);
      await tx.done;
      return next;
    },
    async clearUser(userId) {
      const tx = (await database()).transaction('outbox', 'readwrite');
      const keys = await tx.store.index('by-user').getAllKeys(byUser(userId));
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
      return keys.length;
    },
  };
}
