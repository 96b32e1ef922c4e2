import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatShort, formatShortMoney } from './format-money';

describe('money and number formats (spec section 9)', () => {
  it('shows money with three fraction digits in en format', () => {
    expect(formatMoney(1234.5)).toBe('1,234.500');
    expect(formatMoney(0)).toBe('0.000');
    expect(formatMoney(1_000_000, '$')).toBe('$ 1,000,000.000');
  });

  it('shortens with k, m, b and t', () => {
    expect(formatShort(999)).toBe('999');
    expect(formatShort(1000)).toBe('1k');
    expect(formatShort(1250)).toBe('1.3k');
    expect(formatShort(2_500_000)).toBe('2.5m');
    expect(formatShort(999_950)).toBe('1m');
    expect(formatShort(7_000_000_000)).toBe('7b');
    expect(formatShort(3.2e12)).toBe('3.2t');
    expect(formatShort(-45_000)).toBe('-45k');
    expect(formatShortMoney(120_000, '€')).toBe('€ 120k');
  });

  it('shows percents with as many decimals as an installment may have (three), so 100.003% never reads 100%', () => {
    expect(formatPercent(100 / 3)).toBe('33.333%');
    expect(formatPercent(100.003)).toBe('100.003%');
    expect(formatPercent(50)).toBe('50%');
  });
});
