import { describe, expect, it } from 'vitest';
import { formatGrantSizeRange } from './grant-size';

describe('formatGrantSizeRange', () => {
  it('writes the range with the currency symbol, English grouping, and cents as two digits', () => {
    expect(formatGrantSizeRange(10000, 250000.5, '$')).toBe('$ 10,000 – $ 250,000.50');
  });
});
