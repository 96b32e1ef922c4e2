import { describe, expect, it } from 'vitest';
import { hubRetryDelay } from './retry-delay';

const middle = () => 0.5;

describe('hubRetryDelay', () => {
  it('doubles from 1 s up to 30 s and keeps retrying', () => {
    expect(hubRetryDelay(0, middle)).toBe(1000);
    expect(hubRetryDelay(1, middle)).toBe(2000);
    expect(hubRetryDelay(4, middle)).toBe(16_000);
    expect(hubRetryDelay(5, middle)).toBe(30_000);
    expect(hubRetryDelay(1000, middle)).toBe(30_000);
  });

  it('adds jitter without passing the cap', () => {
    expect(hubRetryDelay(2, () => 0)).toBe(3200);
    expect(hubRetryDelay(2, () => 0.999_999)).toBeLessThanOrEqual(4800);
    expect(hubRetryDelay(10, () => 0.999_999)).toBe(30_000);
  });
});
