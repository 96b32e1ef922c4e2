import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';
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
  it('blocks after the allowed failures and forgets them when the window has passed', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('ip|a@b');
    expect(limiter.isBlocked('ip|a@b')).toBe(true);
    expect(limiter.isBlocked('ip|c@d')).toBe(false);
    now = 60_000;
    expect(limiter.isBlocked('ip|a@b')).toBe(false);
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
