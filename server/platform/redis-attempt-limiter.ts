import { Redis } from 'ioredis';
import { MemoryCounterStore, type CounterStore } from './attempt-limiter';

type Log = { warn(object: object, message: string): void };

/**
 * With REDIS_URL the attempt counters live in Redis, so the limits hold across instances: one key per counter,
 * created with the window as its lifetime and counted with INCR (one round trip, atomic); a lock sets the key's
 * expiry. When Redis cannot be reached the instance counts on its own rather than refusing every attempt or none.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryCounterStore();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: Log,
  ) {
    // No offline queue and a short command timeout: while Redis is away an attempt falls back at once, never waits.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (error: Error) => log.warn({ err: error }, 'redis attempt counters: connection error'));
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetsAt: number }> {
    try {
      const name = `${this.prefix}:${key}`;
      const results = await this.redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const count = Number(results?.[1]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error('no count from redis');
      return { count, resetsAt: now + (Number.isFinite(ttl) && ttl > 0 ? ttl : windowMs) };
    } catch (error) {
      this.log.warn({ err: error }, 'redis attempt counters unavailable: counting on this instance');
      return this.fallback.hit(key, windowMs, now);
    }
  }

  async extend(key: string, until: number, now: number): Promise<void> {
    await this.fallback.extend(key, until);
    try {
      await this.redis.pexpire(`${this.prefix}:${key}`, Math.max(1, until - now));
    } catch (error) {
      this.log.warn({ err: error }, 'redis attempt counters unavailable: could not lock a counter');
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    try {
      await this.redis.del(`${this.prefix}:${key}`);
    } catch (error) {
      this.log.warn({ err: error }, 'redis attempt counters unavailable: could not clear a counter');
    }
  }

  /** Resolves once connected (tests); attempts do not wait for it. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => this.redis.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
