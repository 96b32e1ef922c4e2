import type { Kysely } from 'kysely';
import { monthlyReportDueDate, reportableMonths, type MonthlyReportStatus, type MonthSummary } from '#contract/monthly-reports';
import { monthsBetween } from '#contract/months';
import type { Database } from '../../db/schema';

/**
 * The months of a project as both sides list them, newest first: every month from the project's start to its end or
 * to the current month, whichever comes first, with where its report stands. A month never saved is a `draft` that
 * has not started; it is overdue once its due date has passed without a submission (a returned month too).
 */
export async function listMonthSummaries(
  db: Kysely<Database>,
  project: { id: number; start_date: string; end_date: string },
  today: string,
): Promise<MonthSummary[]> {
  const { first, last } = reportableMonths(project.start_date, project.end_date, today);
  const [reports, spent, stories] = await Promise.all([
    db
      .selectFrom('monthly_reports')
      .select(['id', 'month', 'status', 'version', 'submitted_at', 'reviewed_at'])
      .where('project_id', '=', project.id)
      .execute(),
    db
      .selectFrom('monthly_report_spending')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_spending.report_id')
      .select(['monthly_reports.month'])
      .select((eb) => eb.fn.sum<number | string>('monthly_report_spending.amount').as('spent'))
      .where('monthly_reports.project_id', '=', project.id)
      .groupBy('monthly_reports.month')
      .execute(),
    db
      .selectFrom('project_stories')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'project_stories.report_id')
      .select(['monthly_reports.month'])
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('project_stories.project_id', '=', project.id)
      .groupBy('monthly_reports.month')
      .execute(),
  ]);
  const byMonth = new Map(reports.map((report) => [report.month, report]));
  const spentBy = new Map(spent.map((row) => [row.month, Number(row.spent)]));
  const storiesBy = new Map(stories.map((row) => [row.month, Number(row.count)]));
  return monthsBetween(first, last)
    .toReversed()
    .map((month) => {
      // A reminder's version-0 row only remembers the reminders: the month is still a draft nobody has written.
      const stored = byMonth.get(month);
      const report = stored && stored.version > 0 ? stored : undefined;
      const status = (report?.status ?? 'draft') as MonthlyReportStatus;
      const dueDate = monthlyReportDueDate(month);
      return {
        month,
        status,
        started: report !== undefined,
        due_date: dueDate,
        overdue: (status === 'draft' || status === 'returned') && today > dueDate,
        submitted_at: report?.submitted_at ?? null,
        reviewed_at: report?.reviewed_at ?? null,
        spent: spentBy.get(month) ?? 0,
        stories: storiesBy.get(month) ?? 0,
      };
    });
}
