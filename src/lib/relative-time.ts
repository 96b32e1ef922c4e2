import type { Locale } from '#contract/enums';
import { formatDate } from '@/ui/list/format-date';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec section 9: under 60 s "just now"; then minutes, hours, yesterday, days (under 7), weeks (under 31 days);
 * from 31 days an absolute date ("dd MMM, yyy"). `justNow` is the translated phrase; Intl has only "now".
 */
export function formatRelativeTime(date: string | number | Date, now: Date | number, locale: Locale, justNow?: string): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor(((now instanceof Date ? now.getTime() : now) - then) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < MINUTE) return justNow ?? rtf.format(0, 'second');
  if (seconds < HOUR) return rtf.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return rtf.format(-Math.floor(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 31) return rtf.format(-Math.floor(days / 7), 'week');
  return formatDate(then, locale);
}
