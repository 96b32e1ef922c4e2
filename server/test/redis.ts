import { Redis } from 'ioredis';

/** The Redis the scale-out suites use (CI starts one on 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers within 1.5 s; a suite that needs it skips when it does not (and fails under CI). */
export async function redisReachable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Said once, before any suite runs (server/test/seed-template.ts): without Redis the scale-out suites (the hub's
 * backplane, the attempt counters, two instances sharing files) skip, loudly; on CI (CI=1) that is an error, because
 * there those paths are the point.
 */
export async function checkTestRedis(): Promise<void> {
  if (await redisReachable()) return;
  if (process.env.CI) throw new Error(`CI is set but no Redis answered at ${TEST_REDIS_URL}: start redis-server (127.0.0.1:6379) or set TEST_REDIS_URL`);
  console.warn(
    `\n!!! Redis not reachable at ${TEST_REDIS_URL}: SKIPPING the Redis suites (hub backplane, attempt counters, two instances).\n` +
      '!!! Set TEST_REDIS_URL or start Redis to run them; on CI (CI=1) this is an error.\n',
  );
}
