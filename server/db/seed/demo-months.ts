import type { Insertable, Kysely } from 'kysely';
import { monthlyReportDueDate } from '#contract/monthly-reports';
import { addMonths, monthOf, monthsBetween } from '#contract/months';
import type { MonthlyReportTable } from '../monthly-reports-schema';
import type { Database } from '../schema';
import type { ProjectPlan } from './project-tracking-plan';

/**
 * The demo's history as the organisations reported it (docs/decisions/202-monthly-reports.md, 203): every month a
 * project has figures for (indicator actuals and notes, spending, people reached), and every month of a running
 * project up to the last one reported, is an approved monthly report; the last one also carries each activity's
 * state. The follow-up tables are then built from them by the same projection an approval runs.
 */

type Db = Kysely<Database>;

export type MonthsOfProject = {
  projectId: number;
  /** Wire status of the project: only running projects report every month (the others stop at their last figures). */
  status: string;
  startDate: string;
  /** The last month the organisation reported (the month before this one while the project runs), or null. */
  reportedUntil: string | null;
  /** Who at the funder reviews its months. */
  staffId: number | null;
  plan: ProjectPlan;
  /** Ids by plan position. */
  indicatorIds: readonly number[];
  activityIds: readonly number[];
  lineIds: readonly number[];
};

type Insert<Table extends keyof Database> = Insertable<Database[Table]>;

export type DemoMonthRows = {
  reports: Insert<'monthly_reports'>[];
  /** The children of each report, keyed by `projectId:month` until the reports have ids. */
  indicators: (Omit<Insert<'monthly_report_indicators'>, 'report_id'> & { at: string })[];
  activities: (Omit<Insert<'monthly_report_activities'>, 'report_id'> & { at: string })[];
  spending: (Omit<Insert<'monthly_report_spending'>, 'report_id'> & { at: string })[];
  beneficiaries: (Omit<Insert<'monthly_report_beneficiaries'>, 'report_id'> & { at: string })[];
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** A moment on a day of the month after `month` (capped at now): the organisation writes, the funder reviews. */
function stampAfter(month: string, day: number, now: Date): string {
  const due = monthlyReportDueDate(month);
  const at = new Date(`${due.slice(0, 8)}${String(day).padStart(2, '0')}T09:00:00.000Z`);
  return (at < now ? at : now).toISOString();
}

/** Which months of a project the demo reports as approved. */
function reportedMonths(project: MonthsOfProject): string[] {
  const months = new Set<string>();
  for (const indicator of project.plan.indicators) {
    for (const entry of indicator.months) if (entry.actual !== null || entry.note !== null) months.add(entry.month);
  }
  for (const line of project.plan.lines) for (const entry of line.entries) months.add(entry.month);
  for (const row of project.plan.reached) months.add(row.month);
  if (project.reportedUntil !== null && project.status === 'ongoing') {
    for (const month of monthsBetween(monthOf(project.startDate), project.reportedUntil)) months.add(month);
  }
  return [...months].toSorted();
}

/** The approved months of every project, with what each holds. */
export function demoMonthRows(projects: readonly MonthsOfProject[], now: Date): DemoMonthRows {
  const rows: DemoMonthRows = { reports: [], indicators: [], activities: [], spending: [], beneficiaries: [] };
  for (const project of projects) {
    const months = reportedMonths(project);
    const lastMonth = months.at(-1);
    for (const month of months) {
      const submitted = stampAfter(month, 10, now);
      const report: Insert<'monthly_reports'> = {
        project_id: project.projectId,
        month,
        status: 'approved',
        // Saved, submitted, approved: three changes.
        version: 3,
        narrative: null,
        saved_at: submitted,
        saved_by: null,
        submitted_at: submitted,
        submitted_by: null,
        reviewed_at: stampAfter(month, 12, now),
        reviewed_by: project.staffId,
        approval_comment: null,
        created_at: submitted,
      } satisfies Insertable<MonthlyReportTable>;
      rows.reports.push(report);
      const at = `${project.projectId}:${month}`;
      for (const [position, indicator] of project.plan.indicators.entries()) {
        const entry = indicator.months.find((candidate) => candidate.month === month);
        const indicatorId = project.indicatorIds[position];
        if (!entry || indicatorId === undefined || (entry.actual === null && entry.note === null)) continue;
        rows.indicators.push({ at, indicator_id: indicatorId, actual: entry.actual, female: null, male: null, note: entry.note });
      }
      let spendingPosition = 0;
      for (const [position, line] of project.plan.lines.entries()) {
        const lineId = project.lineIds[position];
        const amount = cents(line.entries.filter((entry) => entry.month === month).reduce((sum, entry) => sum + entry.amount, 0));
        if (lineId === undefined || amount <= 0) continue;
        rows.spending.push({ at, key: `line-${position + 1}`, position: spendingPosition, line_id: lineId, date: `${month}-15`, amount, description: line.description, receipt_file_id: null });
        spendingPosition += 1;
      }
      for (const row of project.plan.reached.filter((candidate) => candidate.month === month)) {
        rows.beneficiaries.push({ at, sex: row.sex, type: row.type, count: row.count });
      }
      if (month !== lastMonth) continue;
      for (const [position, activity] of project.plan.activities.entries()) {
        const activityId = project.activityIds[position];
        if (activityId === undefined) continue;
        rows.activities.push({ at, activity_id: activityId, status: activity.status, progress: activity.progress, note: activity.note });
      }
    }
  }
  return rows;
}

type InsertAll = <Table extends keyof Database & string>(db: Db, table: Table, rows: Insertable<Database[Table]>[]) => Promise<void>;

/** Writes the months and what they hold (the reports first, for their ids). */
export async function writeDemoMonths(db: Db, insertAll: InsertAll, rows: DemoMonthRows): Promise<void> {
  if (!rows.reports.length) return;
  await insertAll(db, 'monthly_reports', rows.reports);
  const projectIds = [...new Set(rows.reports.map((report) => report.project_id))];
  const written = await db.selectFrom('monthly_reports').select(['id', 'project_id', 'month']).where('project_id', 'in', projectIds).execute();
  const idAt = new Map(written.map((row) => [`${row.project_id}:${row.month}`, row.id]));
  const withReport = <Row extends { at: string }>(list: Row[]) =>
    list.map(({ at, ...row }) => {
      const reportId = idAt.get(at);
      if (reportId === undefined) throw new Error(`demo months: the month ${at} was not written`);
      return { ...row, report_id: reportId };
    });
  await insertAll(db, 'monthly_report_indicators', withReport(rows.indicators));
  await insertAll(db, 'monthly_report_activities', withReport(rows.activities));
  await insertAll(db, 'monthly_report_spending', withReport(rows.spending));
  await insertAll(db, 'monthly_report_beneficiaries', withReport(rows.beneficiaries));
}

/** The demo organisation admin whose months the demo and the end-to-end tests review (proposal-content-ngos.ts). */
const PARTNER_DEMO_EMAIL = 'partner@demo.test';

/**
 * partner@demo.test's organisation is mid-way through a running project: last month's report is submitted and waits
 * for the funder (so its figures are not in the follow-up yet), and this month's is a draft under way, with a story
 * of change in each, so the demo has a month to review and one to write.
 */
export async function seedPartnerMonths(db: Db, rebuild: (db: Db, projectIds: readonly number[]) => Promise<void>, now: Date = new Date()): Promise<void> {
  const partner = await db.selectFrom('users').select(['id', 'ngo_id']).where('email', '=', PARTNER_DEMO_EMAIL).executeTakeFirst();
  if (!partner?.ngo_id) return;
  const thisMonth = monthOf(now.toISOString());
  const lastMonth = addMonths(thisMonth, -1);
  const project = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('monthly_reports', 'monthly_reports.project_id', 'projects.id')
    .select(['projects.id', 'monthly_reports.id as report_id', 'proposals.end_date'])
    .where('proposals.ngo_id', '=', partner.ngo_id)
    .where('projects.status', '=', 'ongoing')
    .where('proposals.end_date', '>=', `${thisMonth}-01`)
    .where('monthly_reports.month', '=', lastMonth)
    .where('monthly_reports.status', '=', 'approved')
    // The longest-running one: a history to look back on, and a month to review.
    .orderBy('proposals.start_date')
    .orderBy('projects.id')
    .executeTakeFirst();
  if (!project) return;
  const submittedAt = new Date(Math.min(now.getTime(), Date.parse(`${thisMonth}-02T10:00:00.000Z`))).toISOString();
  await db
    .updateTable('monthly_reports')
    .set({
      status: 'submitted',
      version: 2,
      narrative: 'Distributions went ahead in every site; two sessions moved to next month after the road closures.',
      saved_by: partner.id,
      submitted_by: partner.id,
      submitted_at: submittedAt,
      saved_at: submittedAt,
      reviewed_at: null,
      reviewed_by: null,
    })
    .where('id', '=', project.report_id)
    .execute();
  await db
    .insertInto('project_stories')
    .values({
      project_id: project.id,
      report_id: project.report_id,
      key: 'story-1',
      position: 0,
      title_en: 'Back to school after two years',
      title_ar: 'العودة إلى المدرسة بعد عامين',
      text_en: 'Rania, 11, returned to class this month after the programme covered her transport and school kit.',
      text_ar: 'عادت رانيا، 11 عامًا، إلى صفها هذا الشهر بعد أن غطّى البرنامج مواصلاتها وحقيبتها المدرسية.',
      people_reached: 1,
      place: null,
    })
    .execute();
  await rebuild(db, [project.id]);

  const [indicator, line] = await Promise.all([
    db.selectFrom('project_indicators').select('id').where('project_id', '=', project.id).orderBy('position').executeTakeFirst(),
    db.selectFrom('budget_lines').select(['id', 'description']).where('project_id', '=', project.id).orderBy('position').executeTakeFirst(),
  ]);
  const savedAt = now.toISOString();
  const { id: draftId } = await db
    .insertInto('monthly_reports')
    .values({
      project_id: project.id,
      month: thisMonth,
      status: 'draft',
      version: 1,
      narrative: 'First weeks of the month: the outreach team is visiting the new households.',
      saved_at: savedAt,
      saved_by: partner.id,
      created_at: savedAt,
    } satisfies Insertable<MonthlyReportTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (indicator) {
    await db.insertInto('monthly_report_indicators').values({ report_id: draftId, indicator_id: indicator.id, actual: 12, female: 7, male: 5, note: null }).execute();
  }
  if (line) {
    await db
      .insertInto('monthly_report_spending')
      .values({ report_id: draftId, key: 'line-1', position: 0, line_id: line.id, date: `${thisMonth}-01`, amount: 250, description: line.description, receipt_file_id: null })
      .execute();
  }
}
