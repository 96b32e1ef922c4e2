import { PERCENT_DECIMALS } from '#contract/money';

/**
 * Money and counts as spec section 9 shows them: en digits in both languages, at least 3 fraction digits for
 * money, and a short form with k, m, b, t for figures on cards and charts. Intl does the digit work; its own
 * compact notation is not used because it spells the suffixes per locale ("K", "ألف") and the spec fixes them.
 */
const money = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const count = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
// As many decimals as an installment's percent may have (contract PERCENT_DECIMALS): 100.003% must not read "100%".
const percent = new Intl.NumberFormat('en', { maximumFractionDigits: PERCENT_DECIMALS });

const SUFFIXES = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;

/** 1234.5 → "1,234.500"; with a symbol: "$ 1,234.500". */
export function formatMoney(value: number, symbol?: string | null): string {
  const figure = money.format(value);
  return symbol ? `${symbol} ${figure}` : figure;
}

/** 1234 → "1.2k", 2500000 → "2.5m", 999 → "999". */
export function formatShort(value: number): string {
  const magnitude = Math.abs(value);
  for (const { value: unit, suffix } of SUFFIXES) {
    // Round first so 999,950 reads "1m", not "1000k".
    if (Math.round((magnitude / unit) * 10) / 10 >= 1 && magnitude >= unit * 0.9995) return `${short.format(value / unit)}${suffix}`;
  }
  return short.format(value);
}

/** A short money figure for cards and chart axes: "$ 2.5m". */
export function formatShortMoney(value: number, symbol?: string | null): string {
  const figure = formatShort(value);
  return symbol ? `${symbol} ${figure}` : figure;
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** 33.333 → "33.333%", 12.5 → "12.5%". */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
