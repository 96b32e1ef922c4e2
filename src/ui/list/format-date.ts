import { useLingui } from '@lingui/react';
import { format, isValid, type Locale as DateLocale } from 'date-fns';
import { ar, enGB } from 'date-fns/locale';
import { isLocale, type Locale } from '#contract/enums';

/** Spec section 9: "dd MMM, YYY" (date-fns spells the year `yyy`). */
export const DATE_FORMAT = 'dd MMM, yyy';
/** Spec section 9: "MMM, YYY", for months (timelines, periods). */
export const MONTH_FORMAT = 'MMM, yyy';
/** A date with the time of day, for "as of" notes. */
export const DATE_TIME_FORMAT = 'dd MMM, yyy HH:mm';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enGB, ar };

export function formatDate(value: string | number | Date, locale: Locale, pattern: string = DATE_FORMAT): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, pattern, { locale: DATE_LOCALES[locale] }) : '';
}

/** Formats dates in the current language (Arabic month names when the portal is in Arabic). */
export function useDateFormatter(): (value: string | number | Date, pattern?: string) => string {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (value, pattern) => formatDate(value, locale, pattern);
}
