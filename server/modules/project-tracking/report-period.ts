import { TransferStatus } from '#contract/enums';
import { monthsBetween, type ProjectReport, type ReportPeriod } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { PortalContext } from '../../platform/app-context';
import { indicatorAsOf, indicatorsOfProject } from './indicators';
import { entriesOfProject, linesOfProject } from './spending';
import { money, percentOf, requireMonthInPeriod, trackingPeriod } from './tracking-period';

/**
 * The figures of a period of a project (the report to the funder's board): computed from the same rows as the
 * pages, so the period's figures add up to the project's. Months and days compare as ISO text.
 */

type Db = PortalContext['db'];
type ReportParts = Pick<ProjectReport, 'installments' | 'workplan' | 'progress_reports' | 'as_of'>;

/** The last day of a 'YYYY-MM' month. */
export function lastDayOf(month: string): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

const sum = (rows: readonly { amount: number }[]) => money(rows.reduce((total, row) => total + row.amount, 0));
/** Indicator figures added up, to the 3 decimals they are kept with. */
const added = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 1000) / 1000;
const within = (day: string | null, from: string, to: string) => day !== null && day >= from && day <= to;
const overlaps = (start: string | null, end: string | null, from: string, to: string) => start !== null && end !== null && start <= to && end >= from;

async function periodSpending(db: Db, project: Project, parts: ReportParts, from: string, to: string): Promise<ReportPeriod['spending']> {
  const [lines, entries] = await Promise.all([linesOfProject(db, project.id), entriesOfProject(db, project.id)]);
  const inPeriod = entries.filter((entry) => entry.month >= from && entry.month <= to);
  const toDate = entries.filter((entry) => entry.month <= to);
  const categories = new Map<string, { planned: number; spent: number; spentToDate: number }>();
  for (const line of lines) {
    const sums = categories.get(line.category) ?? { planned: 0, spent: 0, spentToDate: 0 };
    categories.set(line.category, {
      planned: sums.planned + line.planned,
      spent: sums.spent + sum(inPeriod.filter((entry) => entry.line_id === line.id)),
      spentToDate: sums.spentToDate + sum(toDate.filter((entry) => entry.line_id === line.id)),
    });
  }
  const transferred = parts.installments.filter((batch) => batch.transfer_status === TransferStatus.Transferred && batch.transferred_at !== null);
  const spentToDate = sum(toDate);
  let cumulative = sum(entries.filter((entry) => entry.month < from));
  return {
    spent: sum(inPeriod),
    spent_before: cumulative,
    spent_to_date: spentToDate,
    transferred: sum(transferred.filter((batch) => within((batch.transferred_at ?? '').slice(0, 7), from, to))),
    transferred_to_date: sum(transferred.filter((batch) => (batch.transferred_at ?? '').slice(0, 7) <= to)),
    burn_percent: percentOf(spentToDate, project.total_budget),
    by_category: [...categories].map(([category, sums]) => ({
      category,
      planned: money(sums.planned),
      spent: money(sums.spent),
      spent_to_date: money(sums.spentToDate),
      burn_percent: percentOf(money(sums.spentToDate), sums.planned),
    })),
    months: monthsBetween(from, to).map((month) => {
      const spent = sum(entries.filter((entry) => entry.month === month));
      cumulative = money(cumulative + spent);
      return { month, spent, cumulative };
    }),
  };
}

async function periodIndicators(db: Db, project: Project, from: string, to: string): Promise<ReportPeriod['indicators']> {
  const { indicators, months } = await indicatorsOfProject(db, project.id);
  return indicators.map((indicator) => {
    const series = months.get(indicator.id) ?? [];
    const inPeriod = series.filter((entry) => entry.month >= from && entry.month <= to);
    const reported = inPeriod.flatMap((entry) => (entry.actual === null ? [] : [entry.actual]));
    const sums = indicator.aggregation === 'sum';
    return {
      ...indicatorAsOf(indicator, series, to),
      period_target: inPeriod.length === 0 ? null : sums ? added(inPeriod.map((entry) => entry.target)) : (inPeriod.at(-1)?.target ?? null),
      period_actual: reported.length === 0 ? null : sums ? added(reported) : (reported.at(-1) ?? null),
    };
  });
}

/** The period asked for, checked against the project period (400 on `from` or `to`), with its figures. */
export async function reportPeriod(db: Db, project: Project, parts: ReportParts, from: string, to: string): Promise<ReportPeriod> {
  const tracking = trackingPeriod(project);
  requireMonthInPeriod(tracking, from);
  requireMonthInPeriod(tracking, to);
  const startDate = `${from}-01`;
  const endDate = lastDayOf(to);
  const [spending, indicators] = await Promise.all([periodSpending(db, project, parts, from, to), periodIndicators(db, project, from, to)]);
  return {
    from,
    to,
    start_date: startDate,
    end_date: endDate,
    spending,
    transfers: parts.installments.filter((batch) => within((batch.transferred_at ?? '').slice(0, 7), from, to)),
    indicators,
    activities: parts.workplan.activities.flatMap((activity) => {
      const planned = overlaps(activity.planned_start, activity.planned_end, startDate, endDate);
      const carriedEnd = activity.actual_end ?? (activity.actual_start === null ? null : parts.as_of);
      const active = overlaps(activity.actual_start, carriedEnd, startDate, endDate);
      return planned || active
        ? [{ ...activity, planned_in_period: planned, active_in_period: active, completed_in_period: within(activity.actual_end, startDate, endDate) }]
        : [];
    }),
    progress_reports: parts.progress_reports.filter((report) => overlaps(report.period_start, report.period_end, startDate, endDate)),
  };
}
