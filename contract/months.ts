/*
 * 'YYYY-MM' months, without zod: the project tracking and dashboard schemas use them, and so do route definitions,
 * which load with the first page (docs/decisions/008-bundle-budgets.md). project-tracking.ts re-exports them.
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** 'YYYY-MM' of an ISO date or timestamp. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The month after (or, with a negative step, before) a 'YYYY-MM' month. */
export function addMonths(month: string, step: number): string {
  const index = monthIndex(month) + step;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

function monthIndex(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return year * 12 + number - 1;
}

/** How many months from `from` to `to`, both included (0 when `to` is before `from`). */
export function monthCount(from: string, to: string): number {
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}

/** A month as a number (2026-11 is 202611): how a notification carries it in its numeric object_id. */
export function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7));
}

/** The 'YYYY-MM' month of monthNumber's number; null for a number that is not one. */
export function monthOfNumber(value: number): string | null {
  const month = `${String(Math.floor(value / 100)).padStart(4, '0')}-${String(value % 100).padStart(2, '0')}`;
  return isMonth(month) ? month : null;
}
