import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-31T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('formatRelativeTime', () => {
  it('follows the steps of spec section 9 in English', () => {
    expect(formatRelativeTime(ago(5), now, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime(ago(59), now, 'en', 'just now')).toBe('just now');
    expect(formatRelativeTime(ago(MIN), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * HOUR), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY + HOUR), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * DAY), now, 'en')).toBe('4 days ago');
    expect(formatRelativeTime(ago(7 * DAY), now, 'en')).toBe('last week');
    expect(formatRelativeTime(ago(20 * DAY), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(30 * DAY), now, 'en')).toBe('4 weeks ago');
    expect(formatRelativeTime(ago(31 * DAY), now, 'en')).toBe('28 Feb, 2026');
  });

  it('speaks Arabic when the portal does', () => {
    expect(formatRelativeTime(ago(10), now, 'ar', 'الآن')).toBe('الآن');
    expect(formatRelativeTime(ago(10), now, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(0, 'second'));
    expect(formatRelativeTime(ago(5 * MIN), now, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-5, 'minute'));
    expect(formatRelativeTime(ago(DAY + HOUR), now, 'ar')).toBe('أمس');
    expect(formatRelativeTime(ago(3 * DAY), now, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'day'));
    expect(formatRelativeTime(ago(14 * DAY), now, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-2, 'week'));
    expect(formatRelativeTime(ago(40 * DAY), now, 'ar')).toContain('فبراير');
  });

  it('never says "in the future" for a clock slightly ahead', () => {
    expect(formatRelativeTime(ago(-30), now, 'en', 'just now')).toBe('just now');
  });
});
