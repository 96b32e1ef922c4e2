/**
 * Calendar dates as the forms and the server store them: 'YYYY-MM-DD' strings, with Latin digits in both
 * languages (decision 140). A Date made from one is the local midnight of that day, so no time zone moves it.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a 'YYYY-MM-DD' text names, at local midnight; null when the text is not one, or names no real day (2026-02-30). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setFullYear, not the constructor, which takes years below 100 as 19xx.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  // Date rolls 2026-02-30 over to March: such a text is not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A day as 'YYYY-MM-DD' (its local calendar date). */
export function formatIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The day after a 'YYYY-MM-DD' date, in the same form. */
export function nextIsoDay(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  date.setDate(date.getDate() + 1);
  return formatIsoDate(date);
}
