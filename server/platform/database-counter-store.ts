import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CounterStore } from './attempt-limiter';

/**
 * Attempt counters in the database (without REDIS_URL): every instance shares them and they outlive a restart.
 * One upsert per attempt counts it and answers the count, atomic on both dialects (PostgreSQL locks the row on
 * conflict; SQLite has one writer). Counters whose window ended are swept now and then.
 */
export class DatabaseCounterStore implements CounterStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetsAt: number }> {
    const fresh = now + windowMs;
    const { rows } = await sql<{ count: number | string; resets_at: number | string }>`
      insert into attempt_counters (key, count, resets_at) values (${key}, 1, ${fresh})
      on conflict (key) do update set
        count = case when attempt_counters.resets_at <= ${now} then 1 else attempt_counters.count + 1 end,
        resets_at = case when attempt_counters.resets_at <= ${now} then ${fresh} else attempt_counters.resets_at end
      returning count, resets_at`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('attempt counter: no row answered');
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      await this.db.deleteFrom('attempt_counters').where('resets_at', '<=', now).execute();
    }
    return { count: Number(row.count), resetsAt: Number(row.resets_at) };
  }

  async extend(key: string, until: number): Promise<void> {
    await this.db
      .insertInto('attempt_counters')
      .values({ key, count: 0, resets_at: until })
      .onConflict((oc) => oc.column('key').doUpdateSet({ resets_at: until }))
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('attempt_counters').where('key', '=', key).execute();
  }
}
