import { differenceInCalendarDays, parseISO } from 'date-fns';
import { monthOf, monthsBetween } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { fieldError } from '../../platform/errors';
import { todayIso } from '../grants/grant-rules';

/**
 * The months a project is followed over: from its first month to its last, or to this month while it runs. A
 * project that has not started yet has none. `asOf` is the day progress and slips are measured on: today, or the
 * project's last day once it is over.
 */
export type TrackingPeriod = {
  firstMonth: string;
  lastMonth: string;
  /** The last month of the project period, which may be ahead of lastMonth. */
  endMonth: string;
  months: string[];
  asOf: string;
};

export function trackingPeriod(project: Pick<Project, 'start_date' | 'end_date'>, today: string = todayIso()): TrackingPeriod {
  const firstMonth = monthOf(project.start_date);
  const endMonth = monthOf(project.end_date);
  const thisMonth = monthOf(today);
  const lastMonth = endMonth < thisMonth ? endMonth : thisMonth;
  return { firstMonth, lastMonth, endMonth, months: monthsBetween(firstMonth, lastMonth), asOf: project.end_date < today ? project.end_date : today };
}

/** A month asked for must fall in the project period (400 on `month`, naming the period's first or last month). */
export function requireMonthInPeriod(period: TrackingPeriod, month: string): void {
  if (month < period.firstMonth) throw fieldError('month', 'min', { min: period.firstMonth });
  if (month > period.endMonth) throw fieldError('month', 'max', { max: period.endMonth });
}

/** Calendar days from `from` to `to` (ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** 0–100 with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * Money to the 3 decimals it is shown with, so sums carry no floating-point dust: no currency of the reference list has
 * more (installments are rounded to their currency's own minor unit: contract/money.ts).
 */
export function money(value: number): number {
  return Math.round(value * 1000) / 1000;
}
