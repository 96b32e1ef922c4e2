import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const HOUR_MS = 3_600_000;
const scheduled = new Map<string, WeakSet<object>>();

/**
 * Runs `job` once when the app is ready and then every hour until it closes, once per database whatever the number of
 * app instances sharing it in one process (the reminders: a due date is a day, so an hour late is on time). A failure is
 * logged under `failure` and the next hour tries again.
 */
export function scheduleHourly(app: FastifyInstance, name: string, job: (db: Kysely<Database>) => Promise<unknown>, failure: string): void {
  const db = app.portal.db;
  const seen = scheduled.get(name) ?? new WeakSet<object>();
  scheduled.set(name, seen);
  if (seen.has(db)) return;
  seen.add(db);
  let timer: NodeJS.Timeout | null = null;
  const check = () => job(db).catch((error: unknown) => app.log.error({ err: error }, failure));
  app.addHook('onReady', async () => {
    await check();
    timer = setInterval(() => void check(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
