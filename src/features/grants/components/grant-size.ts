import { DEFAULT_LOCALE, type Locale } from '#contract/enums';
import { formatRange, withSymbol } from '@/lib/format-money';

/**
 * Grant sizes are written in English digits with grouping, like every amount in the portal (spec section 9:
 * "en format"), after the currency's symbol. Unlike project money they show no forced fraction digits: a
 * grant's range is a round figure set by the funder (docs/decisions/081-grant-size-format.md).
 */
const wholeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
// An amount with cents shows both digits ("80,000.50", never "80,000.5").
const centsFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount alone, in the portal's money digits. */
export function formatGrantAmount(amount: number): string {
  return (Number.isInteger(amount) ? wholeFormat : centsFormat).format(amount);
}

/**
 * "$ 10,000 – $ 250,000.50": each bound whole and isolated, so an Arabic symbol next to English digits cannot pull
 * the two bounds into one right-to-left run; in Arabic the range reads from the minimum, right to left.
 */
export function formatGrantSizeRange(min: number, max: number, symbol: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatRange(withSymbol(formatGrantAmount(min), symbol, locale), withSymbol(formatGrantAmount(max), symbol, locale), locale);
}
