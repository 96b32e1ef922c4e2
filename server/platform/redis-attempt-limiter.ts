import { Redis } from 'ioredis';
import { MemoryAttemptLimiter, type AttemptLimiter } from './attempt-limiter';

type Log = { warn(object: object, message: string): void };

/**
 * With REDIS_URL the sign-in counters live in Redis, so the limit holds across instances: one key per client
 * address and email, created with the window as its lifetime and counted with INCR (one round trip, atomic).
 * When Redis cannot be reached the instance counts on its own rather than refusing every sign-in or none.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly redis: Redis;
  private readonly fallback: MemoryAttemptLimiter;

  constructor(
    url: string,
    private readonly allowed: number,
    private readonly windowMs: number,
    private readonly prefix: string,
    private readonly log: Log,
  ) {
    // No offline queue and a short command timeout: while Redis is away a sign-in falls back at once, never waits.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (error: Error) => log.warn({ err: error }, 'redis sign-in counters: connection error'));
    this.fallback = new MemoryAttemptLimiter(allowed, windowMs);
  }

  async reserve(key: string): Promise<boolean> {
    try {
      const name = `${this.prefix}:${key}`;
      const results = await this.redis.multi().set(name, 0, 'PX', this.windowMs, 'NX').incr(name).exec();
      const count = Number(results?.[1]?.[1]);
      if (!Number.isFinite(count)) throw new Error('no count from redis');
      return count <= this.allowed;
    } catch (error) {
      this.log.warn({ err: error }, 'redis sign-in counters unavailable: counting on this instance');
      return this.fallback.reserve(key);
    }
  }

  async forget(key: string): Promise<void> {
    await this.fallback.forget(key);
    try {
      await this.redis.del(`${this.prefix}:${key}`);
    } catch (error) {
      this.log.warn({ err: error }, 'redis sign-in counters unavailable: could not clear a counter');
    }
  }

  /** Resolves once connected (tests); sign-ins do not wait for it. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => this.redis.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
