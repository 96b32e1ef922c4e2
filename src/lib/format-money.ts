import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '#contract/enums';
import { PERCENT_DECIMALS } from '#contract/money';

/**
 * Money and counts as spec section 9 shows them: en digits in both languages, at least 3 fraction digits for
 * money, and a short form for figures on cards and charts. The short form is the spec's k, m, b, t in English and
 * Intl's compact notation in Arabic ("123.8 ألف", "2.5 مليون"): a Latin "k" glued to an Arabic page is neither
 * Arabic nor safe next to a right-to-left symbol (docs/decisions/140-arabic-numbers-dates-and-names.md).
 */
const money = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const count = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
// As many decimals as an installment's percent may have (contract PERCENT_DECIMALS): 100.003% must not read "100%".
const percent = new Intl.NumberFormat('en', { maximumFractionDigits: PERCENT_DECIMALS });

/** Arabic's own compact words, with the portal's en digits (`nu-latn`). */
const compact: Record<Exclude<Locale, 'en'>, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 }),
};

const SUFFIXES = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;

/** Unicode isolates: a run in a given direction that its neighbours cannot reorder (UAX #9). */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const RIGHT_TO_LEFT_ISOLATE = '\u2067';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** Keeps "100" and "%" (or an amount and its symbol) on one line. */
export const NO_BREAK_SPACE = '\u00a0';

/** Letters of the right-to-left scripts the portal may show (Arabic names, symbols such as "د.أ"). */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * A figure (an amount with its symbol, a date) as one run laid out in the reader's direction, so that an Arabic
 * symbol, Latin digits and the text around them cannot swap places: "د.أ 25,000" stays whole in a range or a
 * sentence, in SVG text (charts) as in HTML. In an English page, text without right-to-left letters cannot be
 * reordered and is left as it is.
 */
export function isolate(text: string, locale: Locale = DEFAULT_LOCALE): string {
  const rightToLeft = RTL_LOCALES.includes(locale);
  if (!rightToLeft && !RIGHT_TO_LEFT_LETTER.test(text)) return text;
  return `${rightToLeft ? RIGHT_TO_LEFT_ISOLATE : LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** "from – to", each end isolated: "$ 25,000 – $ 150,000"; in Arabic the range reads from the right. */
export function formatRange(from: string, to: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${isolate(from, locale)} – ${isolate(to, locale)}`;
}

/**
 * "symbol figure" for a figure formatted apart (a short form, a grant size): symbol and figure each isolated and
 * joined by a no-break space, so an Arabic symbol ("د.أ") cannot turn the digits after it into right-to-left text,
 * and the two never wrap apart. In Arabic the symbol comes first in reading order, as in every amount of the portal.
 */
export function withSymbol(figure: string, symbol: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return symbol ? `${isolate(symbol, locale)}${NO_BREAK_SPACE}${isolate(figure, locale)}` : figure;
}

/** 1234.5 → "1,234.500"; with a symbol: "$ 1,234.500". */
export function formatMoney(value: number, symbol?: string | null): string {
  const figure = money.format(value);
  return symbol ? `${symbol} ${figure}` : figure;
}

/** 1234 → "1.2k", 2500000 → "2.5m", 999 → "999"; in Arabic "1.2 ألف", "2.5 مليون". */
export function formatShort(value: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'en') return compact[locale].format(value);
  const magnitude = Math.abs(value);
  for (const { value: unit, suffix } of SUFFIXES) {
    // Round first so 999,950 reads "1m", not "1000k".
    if (Math.round((magnitude / unit) * 10) / 10 >= 1 && magnitude >= unit * 0.9995) return `${short.format(value / unit)}${suffix}`;
  }
  return short.format(value);
}

/** A short money figure for cards and chart axes: "$ 2.5m"; in Arabic "$ 2.5 مليون", symbol and figure isolated. */
export function formatShortMoney(value: number, symbol?: string | null, locale: Locale = DEFAULT_LOCALE): string {
  return withSymbol(formatShort(value, locale), symbol, locale);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** 33.333 → "33.333%", 12.5 → "12.5%". */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
