import { describe, expect, it } from 'vitest';
import { expiryState } from './due-diligence-expiry';

const today = new Date(2026, 2, 10);

describe('due diligence expiry', () => {
  it('is expired from the day after its expiry date', () => {
    expect(expiryState('2026-03-09', today)).toBe('expired');
    expect(expiryState('2026-03-10', today)).toBe('expiresSoon');
  });

  it('expires soon within 30 days, and is valid after that', () => {
    expect(expiryState('2026-04-09', today)).toBe('expiresSoon');
    expect(expiryState('2026-04-10', today)).toBe('valid');
  });

  it('has no state without a readable date', () => {
    expect(expiryState(null, today)).toBeNull();
    expect(expiryState('later', today)).toBeNull();
  });
});
