import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, MONTH_FORMAT, MONTH_NAME_FORMAT, formatDate } from './format-date';

const day = new Date(2025, 11, 3, 14, 5);

describe('dates in the portal’s languages (spec section 9)', () => {
  it('writes English dates as the spec does: "dd MMM, YYY" and "MMM, YYY"', () => {
    expect(formatDate(day, 'en')).toBe('03 Dec, 2025');
    expect(formatDate(day, 'en', MONTH_FORMAT)).toBe('Dec, 2025');
    expect(formatDate(day, 'en', DATE_TIME_FORMAT)).toBe('03 Dec, 2025 14:05');
    expect(formatDate(day, 'en', MONTH_NAME_FORMAT)).toBe('Dec');
  });

  it('writes Arabic dates the Arabic way, with en digits and no Latin comma', () => {
    expect(formatDate(day, 'ar')).toBe('03 ديسمبر 2025');
    expect(formatDate(day, 'ar', MONTH_FORMAT)).toBe('ديسمبر 2025');
    expect(formatDate(day, 'ar', MONTH_NAME_FORMAT)).toBe('ديسمبر');
    for (const style of [undefined, MONTH_FORMAT, DATE_TIME_FORMAT, MONTH_NAME_FORMAT]) {
      expect(formatDate(day, 'ar', style)).not.toContain(',');
    }
    // Where Arabic separates the date from the time, it uses its own comma.
    expect(formatDate(day, 'ar', DATE_TIME_FORMAT)).toBe('03 ديسمبر 2025، 14:05');
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatDate('not a date', 'ar')).toBe('');
  });
});
