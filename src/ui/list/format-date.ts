import { useLingui } from '@lingui/react';
import { format, isValid } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { isLocale, type Locale } from '#contract/enums';

/**
 * What a date shows: a day ("03 Dec, 2025"), a month ("Dec, 2025"), a day and its time, or a month's name alone
 * (a timeline's column). English follows spec section 9's "dd MMM, YYY" and "MMM, YYY" to the letter; Arabic takes
 * the same fields from Intl, which orders and separates them the Arabic way ("03 ديسمبر 2025", "2025، 14:05"), with
 * en digits like every figure of the portal (docs/decisions/140-arabic-numbers-dates-and-names.md).
 */
export type DateStyle = 'date' | 'month' | 'dateTime' | 'monthName';

export const DATE_FORMAT: DateStyle = 'date';
export const MONTH_FORMAT: DateStyle = 'month';
/** A date with the time of day, for "as of" notes. */
export const DATE_TIME_FORMAT: DateStyle = 'dateTime';
/** The month's name alone. */
export const MONTH_NAME_FORMAT: DateStyle = 'monthName';

/** Spec section 9's patterns (date-fns spells the year `yyy`). */
const ENGLISH_PATTERNS: Record<DateStyle, string> = {
  date: 'dd MMM, yyy',
  month: 'MMM, yyy',
  dateTime: 'dd MMM, yyy HH:mm',
  monthName: 'MMM',
};

const FIELDS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthName: { month: 'short' },
};

const arabic = new Map<DateStyle, Intl.DateTimeFormat>();

function arabicFormat(style: DateStyle): Intl.DateTimeFormat {
  let formatter = arabic.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ar-u-nu-latn', FIELDS[style]);
    arabic.set(style, formatter);
  }
  return formatter;
}

export function formatDate(value: string | number | Date, locale: Locale, style: DateStyle = DATE_FORMAT): string {
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return '';
  return locale === 'en' ? format(date, ENGLISH_PATTERNS[style], { locale: enGB }) : arabicFormat(style).format(date);
}

/** Formats dates in the current language (Arabic month names when the portal is in Arabic). */
export function useDateFormatter(): (value: string | number | Date, style?: DateStyle) => string {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (value, style) => formatDate(value, locale, style);
}
