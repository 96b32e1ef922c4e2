import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Work that must wait for a commit: the live push of notifications (docs/decisions/112-push-after-commit.md).
 * `inTransaction` runs a transaction whose `afterCommit` callbacks run once it has committed, and never when it
 * rolled back. Called on a plain (autocommit) database handle, `afterCommit` runs the callback at once, the write
 * before it having already committed.
 */

type Db = Kysely<Database>;
type Callback = (db: Db) => void;

const queues = new WeakMap<object, Callback[]>();

export async function inTransaction<Result>(db: Db, work: (trx: Db) => Promise<Result>): Promise<Result> {
  const queue: Callback[] = [];
  const result = await db.transaction().execute((trx) => {
    queues.set(trx, queue);
    return work(trx);
  });
  for (const callback of queue) {
    try {
      callback(db);
    } catch (error) {
      // The change is committed and answered; a failed side effect must not turn it into a 500.
      console.error('after-commit callback failed', error);
    }
  }
  return result;
}

export function afterCommit(db: Db, callback: Callback): void {
  const queue = queues.get(db);
  if (queue) {
    queue.push(callback);
    return;
  }
  if (db.isTransaction) throw new Error('afterCommit inside a transaction not opened by inTransaction: the push could precede the commit');
  callback(db);
}
