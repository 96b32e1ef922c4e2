/**
 * A calendar day from the API ("2026-03-15") as a local date-time string. `new Date('2026-03-15')` would read it
 * as midnight UTC, which is the day before west of Greenwich.
 */
export function calendarDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
}
