import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import {
  monthlyReportDueDate,
  reportableMonths,
  type MonthlyReport,
  type MonthlyReportStatus,
  type ReportFile,
  type ReviewItemKind,
} from '#contract/monthly-reports';
import { addMonths } from '#contract/months';
import { todayIso } from '#contract/partner-proposals';
import type { ActivityStatus } from '#contract/project-tracking';
import type { Database } from '../../db/schema';
import { ApiError, fieldError } from '../../platform/errors';
import { storedFileUrl } from '../../platform/documents';
import {
  findMonthlyReport,
  monthContent,
  projectPlan,
  reportFiles,
  reviewComments,
  userNames,
  type MonthlyReportRow,
  type MonthProject,
  type ReportFileRow,
} from './repository';

/** A month's report as both sides read it: the plan to report against, and what was written for the month. */

type Db = Kysely<Database>;

/** 400 (min / max on `month`) for a month before the project starts, after it ends, or not begun yet. */
export function requireReportableMonth(project: Pick<MonthProject, 'start_date' | 'end_date'>, month: string, today: string = todayIso()): void {
  const { first, last } = reportableMonths(project.start_date, project.end_date, today);
  if (month < first) throw fieldError('month', 'min', { min: first });
  if (month > last) throw fieldError('month', 'max', { max: last });
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string): { first: string; last: string } {
  const next = new Date(`${addMonths(month, 1)}-01T00:00:00Z`);
  return { first: `${month}-01`, last: new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10) };
}

export function toReportFile(row: ReportFileRow): ReportFile {
  return { id: row.id, name: row.file_name, mime_type: row.mime_type, size: row.size, url: storedFileUrl(row.stored_name) ?? '' };
}

function activityInMonth(activity: { planned_start: string; planned_end: string }, month: string): boolean {
  const { first, last } = monthBounds(month);
  return activity.planned_start <= last && activity.planned_end >= first;
}

function person(names: Map<number, string>, id: number | null): { id: number; name: string } | null {
  return id === null ? null : { id, name: names.get(id) ?? '' };
}

/**
 * The month as the contract shows it. A month with no row, or only a reminder's version-0 row, is a draft nobody
 * has written: the plan with nothing reported, each activity as last approved.
 */
export async function buildMonthlyReport(db: Db, project: MonthProject, month: string, row?: MonthlyReportRow): Promise<MonthlyReport> {
  const report = row ?? (await findMonthlyReport(db, project.id, month));
  const saved = report !== undefined && report.version > 0;
  const plan = await projectPlan(db, project.id, month);
  const content = saved ? await monthContent(db, report.id) : { indicators: [], activities: [], spending: [], beneficiaries: [], stories: [] };
  const comments = saved ? await reviewComments(db, report.id) : [];
  const [names, files] = await Promise.all([
    userNames(db, saved ? [report.saved_by, report.submitted_by, report.reviewed_by] : []),
    reportFiles(db, [...content.spending.map((entry) => entry.receipt_file_id), ...content.stories.map((story) => story.photo_file_id)]),
  ]);
  const fileOf = (id: number | null) => {
    const found = id === null ? undefined : files.get(id);
    return found ? toReportFile(found) : null;
  };
  const indicatorsBy = new Map(content.indicators.map((entry) => [entry.indicator_id, entry]));
  const activitiesBy = new Map(content.activities.map((entry) => [entry.activity_id, entry]));
  return {
    project_id: project.id,
    month,
    status: (saved ? report.status : 'draft') as MonthlyReportStatus,
    version: saved ? report.version : 0,
    due_date: monthlyReportDueDate(month),
    narrative: saved ? report.narrative : null,
    indicators: plan.indicators.map((indicator) => {
      const written = indicatorsBy.get(indicator.id);
      return {
        indicator_id: indicator.id,
        code: indicator.code,
        title: indicator.title,
        unit: indicator.unit,
        aggregation: indicator.aggregation === 'latest' ? 'latest' : 'sum',
        month_target: plan.targets.get(indicator.id) ?? null,
        actual: written?.actual === null || written?.actual === undefined ? null : Number(written.actual),
        female: written?.female ?? null,
        male: written?.male ?? null,
        note: written?.note ?? null,
      };
    }),
    activities: plan.activities.map((activity) => {
      const written = activitiesBy.get(activity.id);
      return {
        activity_id: activity.id,
        code: activity.code,
        title: activity.title,
        planned_start: activity.planned_start,
        planned_end: activity.planned_end,
        planned_in_month: activityInMonth(activity, month),
        status: (written?.status ?? activity.status) as ActivityStatus,
        progress: Number(written?.progress ?? activity.progress),
        note: written ? written.note : activity.note,
      };
    }),
    budget_lines: plan.lines.map((line) => ({ id: line.id, category: line.category, description: line.description, planned: Number(line.planned) })),
    spending: content.spending.map((entry) => ({
      key: entry.key,
      line_id: entry.line_id,
      date: entry.date,
      amount: Number(entry.amount),
      description: entry.description,
      receipt: fileOf(entry.receipt_file_id),
    })),
    beneficiaries: content.beneficiaries.map((entry) => ({
      sex: entry.sex as MonthlyReport['beneficiaries'][number]['sex'],
      type: entry.type as MonthlyReport['beneficiaries'][number]['type'],
      count: entry.count,
    })),
    stories: content.stories.map((story) => ({
      id: story.id,
      key: story.key,
      title_en: story.title_en,
      title_ar: story.title_ar,
      text_en: story.text_en,
      text_ar: story.text_ar,
      photo: fileOf(story.photo_file_id),
      people_reached: story.people_reached,
      place: story.place,
      featured: story.featured === 1,
    })),
    currency: { code: project.currency_code, symbol: project.currency_symbol },
    saved_at: saved ? report.saved_at : null,
    saved_by: saved ? person(names, report.saved_by) : null,
    submitted_at: saved ? report.submitted_at : null,
    submitted_by: saved ? person(names, report.submitted_by) : null,
    reviewed_at: saved ? report.reviewed_at : null,
    reviewed_by: saved ? person(names, report.reviewed_by) : null,
    approval_comment: saved ? report.approval_comment : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      item_kind: comment.item_kind as ReviewItemKind,
      item_key: comment.item_key,
      text: comment.text,
      author: { id: comment.author_id ?? 0, name: comment.author_name },
      round: comment.round,
      created_at: comment.created_at,
    })),
  };
}

/** 409 monthLocked unless the organisation may still change the month. */
export function lockedMonth(): ApiError {
  return new ApiError(HandledStatus.Conflict, 'monthLocked', { field: 'month' });
}
