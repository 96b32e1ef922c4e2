import { reportableMonths } from '#contract/monthly-reports';
import { addMonths } from '#contract/months';

export type ProjectDates = { start_date: string; end_date: string };

/** The months before and after `month` that can be reported (none before the start or past this month or the end). */
export function neighbourMonths(month: string, project: ProjectDates, today: string): { previous: string | null; next: string | null } {
  const { first, last } = reportableMonths(project.start_date, project.end_date, today);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return { previous: previous >= first && previous <= last ? previous : null, next: next >= first && next <= last ? next : null };
}

/** The month the partner lands on from the project: the latest one that can be reported, null before the project starts. */
export function latestReportableMonth(project: ProjectDates, today: string): string | null {
  const { first, last } = reportableMonths(project.start_date, project.end_date, today);
  return last >= first ? last : null;
}
