import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatRange, formatShort, formatShortMoney, isolate, withSymbol } from './format-money';

const RLI = '\u2067';
const LRI = '\u2066';
const PDI = '\u2069';
const NBSP = '\u00a0';

describe('money and number formats (spec section 9)', () => {
  it('shows money with three fraction digits in en format', () => {
    expect(formatMoney(1234.5)).toBe('1,234.500');
    expect(formatMoney(0)).toBe('0.000');
    expect(formatMoney(1_000_000, '$')).toBe('$ 1,000,000.000');
  });

  it('shortens with k, m, b and t in English', () => {
    expect(formatShort(999)).toBe('999');
    expect(formatShort(1000)).toBe('1k');
    expect(formatShort(1250)).toBe('1.3k');
    expect(formatShort(2_500_000)).toBe('2.5m');
    expect(formatShort(999_950)).toBe('1m');
    expect(formatShort(7_000_000_000)).toBe('7b');
    expect(formatShort(3.2e12)).toBe('3.2t');
    expect(formatShort(-45_000)).toBe('-45k');
    expect(formatShortMoney(120_000, '€')).toBe(`€${NBSP}120k`);
  });

  it('shortens with Arabic’s own words in Arabic, in en digits, never a Latin k', () => {
    expect(formatShort(123_800, 'ar')).toBe(`123.8${NBSP}ألف`);
    expect(formatShort(2_500_000, 'ar')).toBe(`2.5${NBSP}مليون`);
    expect(formatShort(7_000_000_000, 'ar')).toBe(`7${NBSP}مليار`);
    expect(formatShort(999, 'ar')).toBe('999');
    expect(formatShort(123_800, 'ar')).not.toMatch(/[kmbt]/);
  });

  it('keeps a short amount in Arabic whole: its symbol and its figure each isolated, symbol first', () => {
    // Not "123.8 د.أk": the symbol and the figure cannot run into each other.
    expect(formatShortMoney(123_800, 'د.أ', 'ar')).toBe(`${RLI}د.أ${PDI}${NBSP}${RLI}123.8${NBSP}ألف${PDI}`);
  });

  it('isolates an Arabic symbol in an English page too, so the digits after it stay left to right', () => {
    expect(withSymbol('57k', 'د.أ')).toBe(`${LRI}د.أ${PDI}${NBSP}57k`);
    expect(isolate('$ 57k')).toBe('$ 57k');
  });

  it('writes a range in Arabic with each amount whole and isolated, from the minimum', () => {
    const from = withSymbol('25,000', 'د.أ', 'ar');
    const to = withSymbol('150,000', 'د.أ', 'ar');
    const range = formatRange(from, to, 'ar');
    expect(range).toBe(`${RLI}${from}${PDI} – ${RLI}${to}${PDI}`);
    // Each amount is one run: its symbol and its digits sit between the same pair of isolates.
    expect(range.split(' – ').map((bound) => bound.replace(/[\u2066-\u2069]/g, ''))).toEqual([`د.أ${NBSP}25,000`, `د.أ${NBSP}150,000`]);
  });

  it('shows percents with as many decimals as an installment may have (three), so 100.003% never reads 100%', () => {
    expect(formatPercent(100 / 3)).toBe('33.333%');
    expect(formatPercent(100.003)).toBe('100.003%');
    expect(formatPercent(50)).toBe('50%');
  });
});
