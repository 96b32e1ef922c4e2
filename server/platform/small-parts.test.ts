import { describe, expect, it } from 'vitest';
import { AttemptLimiter, MemoryCounterStore } from './attempt-limiter';
import { localeFromHeader } from './locale';
import { hashPassword, verifyPassword } from './passwords';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['ar', 'ar'],
    ['ar-JO,ar;q=0.9', 'ar'],
    ['fr-FR, ar;q=0.4, en;q=0.6', 'en'],
    ['de, ar;q=0.2', 'ar'],
    ['ar;q=0, en', 'en'],
    ['zh', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

const limiterOf = (allowed: number, now: () => number = Date.now) =>
  new AttemptLimiter(new MemoryCounterStore(), { name: 'test', allowed, windowMs: 60_000 }, now);

describe('attempt limiter', () => {
  it('counts attempts as they start, refuses past the allowance, and forgets them when the window has passed', async () => {
    let now = 0;
    const limiter = limiterOf(3, () => now);
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.reserve('ip|a@b')));
    expect(answers.map((answer) => answer.granted)).toEqual([true, true, true, false, false]);
    expect(answers.map((answer) => answer.count)).toEqual([1, 2, 3, 4, 5]);
    expect(answers[4]?.retryAfterSeconds).toBe(60);
    expect((await limiter.reserve('ip|c@d')).granted).toBe(true);
    now = 59_000;
    expect(await limiter.reserve('ip|a@b')).toMatchObject({ granted: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect((await limiter.reserve('ip|a@b')).granted).toBe(true);
  });

  it('starts a key afresh after a success', async () => {
    const limiter = limiterOf(2);
    await limiter.reserve('k');
    await limiter.reserve('k');
    await limiter.forget('k');
    expect((await limiter.reserve('k')).granted).toBe(true);
  });

  it('a lock refuses the key until it ends, past the end of the window', async () => {
    let now = 0;
    const limiter = limiterOf(2, () => now);
    await limiter.reserve('k');
    now = 50_000;
    await limiter.reserve('k');
    expect((await limiter.lock('k', 900_000)).getTime()).toBe(950_000);
    now = 100_000;
    expect(await limiter.reserve('k')).toMatchObject({ granted: false, retryAfterSeconds: 850 });
    now = 950_000;
    expect((await limiter.reserve('k')).granted).toBe(true);
  });
});

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [one, two] = await Promise.all([hashPassword('Demo-2026!'), hashPassword('Demo-2026!')]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Demo-2026!', one)).toBe(true);
    expect(await verifyPassword('demo-2026!', one)).toBe(false);
    expect(await verifyPassword('Demo-2026!', 'not-a-hash')).toBe(false);
  });
});
