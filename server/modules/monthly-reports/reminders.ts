import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MONTHLY_REPORT_REMINDER_DAYS, monthlyReportDueDate, reportableMonths } from '#contract/monthly-reports';
import { monthsBetween } from '#contract/months';
import { todayIso } from '#contract/partner-proposals';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { scheduleHourly } from '../../platform/hourly-job';
import { inTransaction } from '../../realtime/after-commit';
import { monthReminderEvent } from '../notifications/events';

/**
 * A month's reminders (issue 14 item 9, docs/decisions/202-monthly-reports.md, 204): the organisation's users of a
 * running project hear MONTHLY_REPORT_REMINDER_DAYS days before a month's report is due that it is not submitted
 * yet (MonthDueSoon), and once when it is overdue (MonthOverdue). Each goes once per month: the month's row is
 * claimed first (reminded_due / reminded_overdue flip from 0 to 1 in the reminder's transaction), so instances
 * running the check together send it once between them; a month never saved gets a version-0 row to remember it.
 */

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
/** Months nobody has to report any more: approved, or waiting for the funder. */
const DONE_STATUSES: ReadonlySet<string> = new Set(['submitted', 'approved']);

function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type Reminder = 'MonthDueSoon' | 'MonthOverdue';

/** Which reminder a month is owed today, if any. */
function reminderOwed(month: string, today: string, row: { status: string; reminded_due: number; reminded_overdue: number } | undefined): Reminder | null {
  if (row && DONE_STATUSES.has(row.status)) return null;
  const due = monthlyReportDueDate(month);
  if (today > due) return row?.reminded_overdue ? null : 'MonthOverdue';
  if (dayAfter(today, MONTHLY_REPORT_REMINDER_DAYS) >= due) return row?.reminded_due ? null : 'MonthDueSoon';
  return null;
}

/** Flips the month's flag from 0 to 1 (making its version-0 row first): true when this caller claimed the reminder. */
async function claim(trx: Db, projectId: number, month: string, reminder: Reminder): Promise<boolean> {
  const now = nowIso();
  await trx
    .insertInto('monthly_reports')
    .values({ project_id: projectId, month, status: 'draft', version: 0, narrative: null, saved_at: now, saved_by: null, created_at: now })
    .onConflict((conflict) => conflict.columns(['project_id', 'month']).doNothing())
    .execute();
  // Overdue covers the due-soon reminder too: a month found overdue first is never told it is due soon afterwards.
  const result =
    reminder === 'MonthOverdue'
      ? await trx
          .updateTable('monthly_reports')
          .set({ reminded_overdue: 1, reminded_due: 1 })
          .where('project_id', '=', projectId)
          .where('month', '=', month)
          .where('reminded_overdue', '=', 0)
          .where('status', 'not in', [...DONE_STATUSES])
          .executeTakeFirst()
      : await trx
          .updateTable('monthly_reports')
          .set({ reminded_due: 1 })
          .where('project_id', '=', projectId)
          .where('month', '=', month)
          .where('reminded_due', '=', 0)
          .where('status', 'not in', [...DONE_STATUSES])
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends the reminders that are owed; answers how many were sent. */
export async function remindMonths(db: Db, now: Date = new Date()): Promise<number> {
  const today = todayIso(now);
  const projects = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('donors', 'donors.id', 'projects.donor_id')
    .select(['projects.id', 'projects.donor_id', 'donors.name as donor_name', 'proposals.title', 'proposals.ngo_id', 'proposals.start_date', 'proposals.end_date'])
    .where('projects.status', '=', 'ongoing')
    .where('proposals.start_date', '<=', today)
    .orderBy('projects.id')
    .execute();
  if (!projects.length) return 0;
  const rows = await db
    .selectFrom('monthly_reports')
    .innerJoin('projects', 'projects.id', 'monthly_reports.project_id')
    .select(['monthly_reports.project_id', 'monthly_reports.month', 'monthly_reports.status', 'monthly_reports.reminded_due', 'monthly_reports.reminded_overdue'])
    .where('projects.status', '=', 'ongoing')
    .execute();
  const rowOf = new Map(rows.map((row) => [`${row.project_id}:${row.month}`, row]));
  let sent = 0;
  for (const project of projects) {
    const { first, last } = reportableMonths(project.start_date, project.end_date, today);
    for (const month of monthsBetween(first, last)) {
      const reminder = reminderOwed(month, today, rowOf.get(`${project.id}:${month}`));
      if (!reminder) continue;
      const claimed = await inTransaction(db, async (trx) => {
        if (!(await claim(trx, project.id, month, reminder))) return false;
        await monthReminderEvent(trx, { donorId: project.donor_id, name: project.donor_name }, { id: project.id, title: project.title, ngoId: project.ngo_id }, month, reminder);
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/** Checks once when the app is ready and then hourly (a due date is a day: an hour late is on time). */
export function scheduleMonthReminders(app: FastifyInstance): void {
  scheduleHourly(app, 'scheduleMonthReminders', (db) => remindMonths(db), 'monthly report reminders failed');
}
