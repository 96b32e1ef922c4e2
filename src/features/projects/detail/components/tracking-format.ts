import { formatPercent } from '@/lib/format-money';

/**
 * Figures of the follow-up pages: en digits in both languages (spec section 9), like money. Indicator values are
 * counts or levels (people, percent, hours), so they keep up to two decimals; a figure not reported yet is a dash.
 */
const quantity = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export const NO_FIGURE = '—';

export function formatQuantity(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_FIGURE : quantity.format(value);
}

export function formatOptionalPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_FIGURE : formatPercent(value);
}

/** Spec section 9's month format "MMM, YYY" (in Arabic, the locale's own). */
export { MONTH_FORMAT } from '@/ui/list/format-date';

/** The first day of a 'YYYY-MM' month, local time (not UTC midnight, which is the month before west of Greenwich). */
export function monthStart(month: string): Date {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Date(year, number - 1, 1);
}
