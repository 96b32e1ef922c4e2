import { addMonths, differenceInCalendarMonths, getDate, getDaysInMonth, isValid, parseISO, startOfMonth } from 'date-fns';

/** One month of the timeline's grid. */
export type TimelineMonth = {
  /** yyyy-MM, the React key. */
  key: string;
  /** The first day of the month, local time. */
  start: Date;
  /** The month lies outside the proposal's period (an activity reaches into it). */
  outsidePeriod: boolean;
};

/** Where an activity's bar sits: grid lines (the label column is the first) and day-precise insets in percent. */
export type TimelineBar = {
  gridColumn: string;
  /** Share of the spanned months before the start day and after the end day. */
  insetStartPercent: number;
  insetEndPercent: number;
};

type Period = { start_date: string; end_date: string };

/** The grid lines before the months: one column for the activity's name. */
export const LABEL_COLUMNS = 1;

function parseDay(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** An activity's dates, or null when they cannot be drawn (missing, unreadable, or ending before they start). */
export function activityDates(activity: Period): { start: Date; end: Date } | null {
  const start = parseDay(activity.start_date);
  const end = parseDay(activity.end_date);
  return start && end && end >= start ? { start, end } : null;
}

function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The months the timeline shows: the proposal's period, widened to any activity that reaches outside it so
 * that nothing the organisation planned is hidden (those months are marked).
 */
export function timelineMonths(period: Period, activities: readonly Period[]): TimelineMonth[] {
  const periodDates = activityDates(period);
  const spans = activities.map(activityDates).filter((span) => span !== null);
  if (periodDates) spans.push(periodDates);
  if (spans.length === 0) return [];
  const first = startOfMonth(new Date(Math.min(...spans.map((span) => span.start.getTime()))));
  const last = startOfMonth(new Date(Math.max(...spans.map((span) => span.end.getTime()))));
  const count = differenceInCalendarMonths(last, first) + 1;
  return Array.from({ length: count }, (_, index) => {
    const start = addMonths(first, index);
    const outsidePeriod = periodDates ? start < startOfMonth(periodDates.start) || start > startOfMonth(periodDates.end) : false;
    return { key: monthKey(start), start, outsidePeriod };
  });
}

function percent(value: number): number {
  return Math.round(value * 10000) / 100;
}

/**
 * An activity's bar on the month grid: from the column of its first month to the end of its last month, trimmed
 * to the day by insets. Grid lines and inline insets follow the document's direction, so the same numbers draw
 * left to right in English and right to left in Arabic.
 */
export function timelineBar(activity: Period, months: readonly TimelineMonth[]): TimelineBar | null {
  const dates = activityDates(activity);
  const first = months[0];
  if (!dates || !first) return null;
  const startIndex = differenceInCalendarMonths(dates.start, first.start);
  const endIndex = differenceInCalendarMonths(dates.end, first.start);
  if (startIndex < 0 || endIndex >= months.length) return null;
  const spanned = endIndex - startIndex + 1;
  const daysBefore = (getDate(dates.start) - 1) / getDaysInMonth(dates.start);
  const daysAfter = (getDaysInMonth(dates.end) - getDate(dates.end)) / getDaysInMonth(dates.end);
  const firstLine = LABEL_COLUMNS + startIndex + 1;
  return {
    gridColumn: `${firstLine} / ${firstLine + spanned}`,
    insetStartPercent: percent(daysBefore / spanned),
    insetEndPercent: percent(daysAfter / spanned),
  };
}

/** Where a day falls on the month grid: the column of its month and how far into it, for a vertical line (today). */
export type TimelineMarker = { gridColumn: number; insetStartPercent: number };

/**
 * A day's place on the grid, or null outside it. Like the bars it is a grid column and an inline inset, so it
 * mirrors with the document's direction.
 */
export function timelineMarker(day: string, months: readonly TimelineMonth[]): TimelineMarker | null {
  const date = parseDay(day);
  const first = months[0];
  if (!date || !first) return null;
  const index = differenceInCalendarMonths(date, first.start);
  if (index < 0 || index >= months.length) return null;
  return { gridColumn: LABEL_COLUMNS + index + 1, insetStartPercent: percent((getDate(date) - 1) / getDaysInMonth(date)) };
}
