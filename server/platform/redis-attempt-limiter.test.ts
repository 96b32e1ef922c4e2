import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisAttemptLimiter } from './redis-attempt-limiter';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../test/redis';


const redisUp = await redisReachable();
if (!redisUp && process.env.CI) throw new Error(`CI is set but no Redis answered at ${REDIS_URL}`);
const quiet = { warn: () => undefined };

describe.skipIf(!redisUp)('sign-in counters shared through Redis', () => {
  const limiters: RedisAttemptLimiter[] = [];
  const limiter = (url: string, prefix: string) => {
    const made = new RedisAttemptLimiter(url, 10, 60_000, prefix, quiet);
    limiters.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of limiters) await made.close();
  });

  it('holds one limit across two instances for 30 attempts sent at once', async () => {
    const prefix = `donor-portal:test:${randomBytes(6).toString('hex')}`;
    const [a, b] = [limiter(REDIS_URL, prefix), limiter(REDIS_URL, prefix)];
    await Promise.all([a.ready(), b.ready()]);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).reserve('10.0.0.7|someone@demo.test')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await a.reserve('10.0.0.7|other@demo.test')).toBe(true);
    await b.forget('10.0.0.7|someone@demo.test');
    expect(await a.reserve('10.0.0.7|someone@demo.test')).toBe(true);
  });

  it('counts on its own instance when Redis cannot be reached', async () => {
    const unreachable = limiter('redis://127.0.0.1:1', 'donor-portal:test:down');
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) answers.push(await unreachable.reserve('k'));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });
});
