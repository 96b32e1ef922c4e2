import { describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from './attempt-limiter';
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

describe('sign-in attempt limiter', () => {
  it('counts attempts as they start, refuses past the allowance, and forgets them when the window has passed', async () => {
    let now = 0;
    const limiter = new MemoryAttemptLimiter(3, 60_000, () => now);
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.reserve('ip|a@b')));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await limiter.reserve('ip|c@d')).toBe(true);
    now = 60_000;
    expect(await limiter.reserve('ip|a@b')).toBe(true);
  });

  it('starts a key afresh after a success', async () => {
    const limiter = new MemoryAttemptLimiter(2, 60_000);
    await limiter.reserve('k');
    await limiter.reserve('k');
    await limiter.forget('k');
    expect(await limiter.reserve('k')).toBe(true);
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
