import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';
import { RedisCounterStore } from './redis-attempt-limiter';
import { TEST_REDIS_URL as REDIS_URL, redisReachable } from '../test/redis';

const redisUp = await redisReachable();
if (!redisUp && process.env.CI) throw new Error(`CI is set but no Redis answered at ${REDIS_URL}`);
const quiet = { warn: () => undefined };
const limiter = (store: RedisCounterStore, allowed = 10, windowMs = 60_000) => new AttemptLimiter(store, { name: 'sign-in', allowed, windowMs });

describe.skipIf(!redisUp)('attempt counters shared through Redis', () => {
  const stores: RedisCounterStore[] = [];
  const storeOf = (url: string, prefix: string) => {
    const made = new RedisCounterStore(url, prefix, quiet);
    stores.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of stores) await made.close();
  });

  it('holds one limit across two instances for 30 attempts sent at once', async () => {
    const prefix = `donor-portal:test:${randomBytes(6).toString('hex')}`;
    const [storeA, storeB] = [storeOf(REDIS_URL, prefix), storeOf(REDIS_URL, prefix)];
    await Promise.all([storeA.ready(), storeB.ready()]);
    const [a, b] = [limiter(storeA), limiter(storeB)];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).reserve('10.0.0.7|someone@demo.test')));
    expect(answers.filter((answer) => answer.granted)).toHaveLength(10);
    expect(new Set(answers.map((answer) => answer.count)).size).toBe(30);
    const refused = answers.find((answer) => !answer.granted);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a.reserve('10.0.0.7|other@demo.test')).granted).toBe(true);
    await b.forget('10.0.0.7|someone@demo.test');
    expect((await a.reserve('10.0.0.7|someone@demo.test')).granted).toBe(true);
  });

  it('a lock set by one instance refuses on the other until it ends', async () => {
    const prefix = `donor-portal:test:${randomBytes(6).toString('hex')}`;
    const [storeA, storeB] = [storeOf(REDIS_URL, prefix), storeOf(REDIS_URL, prefix)];
    await Promise.all([storeA.ready(), storeB.ready()]);
    const [a, b] = [limiter(storeA, 2, 60_000), limiter(storeB, 2, 60_000)];
    await a.reserve('locked@demo.test');
    await b.reserve('locked@demo.test');
    await a.lock('locked@demo.test', 900_000);
    const refused = await b.reserve('locked@demo.test');
    expect(refused.granted).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    await a.reserve('short@demo.test');
    await a.reserve('short@demo.test');
    await a.lock('short@demo.test', 300);
    expect((await b.reserve('short@demo.test')).granted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await b.reserve('short@demo.test')).granted).toBe(true);
  });

  it('counts on its own instance when Redis cannot be reached', async () => {
    const unreachable = limiter(storeOf('redis://127.0.0.1:1', 'donor-portal:test:down'));
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) answers.push(await unreachable.reserve('k'));
    expect(answers.filter((answer) => answer.granted)).toHaveLength(10);
  });
});
