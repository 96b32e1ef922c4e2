import { monthOf, monthsBetween } from '#contract/project-tracking';

/** A period a board report can cover: a calendar quarter or year (cut to the project's months), the whole project, or one chosen. */
export type ReportPeriodChoice =
  | { key: string; kind: 'quarter'; year: number; quarter: number; from: string; to: string }
  | { key: string; kind: 'year'; year: number; from: string; to: string }
  | { key: 'all'; kind: 'all'; from: string; to: string };

export type MonthSpan = { from: string; to: string };

/** The months with figures: from the project's first month to the month of the day figures are measured on. */
export function reportMonths(projectStart: string, asOf: string): string[] {
  return monthsBetween(monthOf(projectStart), monthOf(asOf));
}

const quarterOf = (month: string) => Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1;

/** Groups consecutive months by a key, keeping each group's first and last month. */
function groups(months: readonly string[], keyOf: (month: string) => string): { key: string; from: string; to: string }[] {
  const found = new Map<string, { from: string; to: string }>();
  for (const month of months) {
    const key = keyOf(month);
    const group = found.get(key);
    found.set(key, { from: group?.from ?? month, to: month });
  }
  return [...found].map(([key, span]) => ({ key, ...span }));
}

/** The periods on offer, newest first: quarters, then years, then the whole project to date. None before it starts. */
export function reportPeriodChoices(months: readonly string[]): ReportPeriodChoice[] {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const quarters = groups(months, (month) => `q-${month.slice(0, 4)}-${quarterOf(month)}`).map(
    (span): ReportPeriodChoice => ({ ...span, kind: 'quarter', year: Number(span.from.slice(0, 4)), quarter: quarterOf(span.from) }),
  );
  const years = groups(months, (month) => `y-${month.slice(0, 4)}`).map((span): ReportPeriodChoice => ({ ...span, kind: 'year', year: Number(span.from.slice(0, 4)) }));
  return [...quarters.toReversed(), ...years.toReversed(), { key: 'all', kind: 'all', from: first, to: last }];
}

/**
 * The period a board report starts on: the latest quarter already over on the day figures are measured on (its last
 * month before that day's month, or any quarter once the project has ended), else the quarter under way.
 */
export function defaultReportPeriod(choices: readonly ReportPeriodChoice[], asOf: string, projectEnd: string): ReportPeriodChoice | null {
  const quarters = choices.filter((choice) => choice.kind === 'quarter');
  const over = asOf >= projectEnd;
  const calendarEnd = (choice: ReportPeriodChoice) => (choice.kind === 'quarter' ? `${choice.year}-${String(choice.quarter * 3).padStart(2, '0')}` : choice.to);
  return quarters.find((choice) => over || calendarEnd(choice) < monthOf(asOf)) ?? quarters[0] ?? choices[0] ?? null;
}

/** A chosen From – To: kept inside the months with figures, the end never before the start. */
export function customPeriod(months: readonly string[], from: string, to: string): MonthSpan | null {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  const start = months.includes(from) ? from : first;
  const end = months.includes(to) ? to : last;
  return end < start ? { from: start, to: start } : { from: start, to: end };
}
