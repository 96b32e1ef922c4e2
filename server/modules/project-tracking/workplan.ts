import type { Kysely } from 'kysely';
import {
  ACTIVITY_DELAY_TOLERANCE_PERCENT,
  ACTIVITY_STATUSES,
  type ActivityStatus,
  type ProjectActivity,
  type WorkplanDetails,
  type WorkplanSummary,
  type WorkplanTracking,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { daysBetween, requireMonthInPeriod, trackingPeriod } from './tracking-period';

/** The work plan: each activity planned against carried out, its slips, and whether it is delayed. */

type Db = Kysely<Database>;

type ActivityRow = Omit<ProjectActivity, 'expected_progress' | 'start_slip_days' | 'end_slip_days' | 'delayed'>;

function isStatus(value: string): value is ActivityStatus {
  return (ACTIVITY_STATUSES as readonly string[]).includes(value);
}

async function activitiesOfProject(db: Db, projectId: number): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom('project_activities')
    .select(['id', 'code', 'title', 'output_title', 'planned_start', 'planned_end', 'actual_start', 'actual_end', 'progress', 'status', 'note'])
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    if (!isStatus(row.status)) throw new Error(`activity ${row.id} has an unknown status "${row.status}"`);
    return { ...row, status: row.status, progress: Number(row.progress) };
  });
}

const isOpen = (status: ActivityStatus) => status !== 'completed' && status !== 'cancelled';

/** Where the activity should be on `asOf`: the share of its planned days (both ends included) already behind it. */
function expectedProgress(activity: ActivityRow, asOf: string): number {
  const planned = daysBetween(activity.planned_start, activity.planned_end) + 1;
  const elapsed = daysBetween(activity.planned_start, asOf) + 1;
  return Math.round(Math.min(100, Math.max(0, (elapsed / planned) * 100)) * 10) / 10;
}

export function activityAsOf(activity: ActivityRow, asOf: string): ProjectActivity {
  const open = isOpen(activity.status);
  const startDue = activity.planned_start < asOf;
  const startSlip =
    activity.actual_start !== null
      ? daysBetween(activity.planned_start, activity.actual_start)
      : open && startDue
        ? daysBetween(activity.planned_start, asOf)
        : null;
  const endSlip =
    activity.actual_end !== null
      ? daysBetween(activity.planned_end, activity.actual_end)
      : open && activity.planned_end < asOf
        ? daysBetween(activity.planned_end, asOf)
        : null;
  const expected = expectedProgress(activity, asOf);
  const delayed = open && ((endSlip ?? 0) > 0 || activity.progress + ACTIVITY_DELAY_TOLERANCE_PERCENT < expected);
  return { ...activity, expected_progress: expected, start_slip_days: startSlip, end_slip_days: endSlip, delayed };
}

const mean = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : 0;

export function workplanSummary(activities: readonly ProjectActivity[]): WorkplanSummary {
  const counted = activities.filter((activity) => activity.status !== 'cancelled');
  return {
    total: activities.length,
    by_status: ACTIVITY_STATUSES.map((status) => ({ status, count: activities.filter((activity) => activity.status === status).length })),
    delayed: activities.filter((activity) => activity.delayed).length,
    average_progress: mean(counted.map((activity) => activity.progress)),
    expected_progress: mean(counted.map((activity) => activity.expected_progress)),
  };
}

export async function projectWorkplan(db: Db, project: Project): Promise<WorkplanTracking> {
  const period = trackingPeriod(project);
  const activities = (await activitiesOfProject(db, project.id)).map((activity) => activityAsOf(activity, period.asOf));
  return { project_id: project.id, months: period.months, as_of: period.asOf, summary: workplanSummary(activities), activities };
}

export async function workplanTracking(portal: PortalContext, staff: SignedInStaff, id: number): Promise<WorkplanTracking> {
  return projectWorkplan(portal.db, await loadProject(portal.db, staff.donorId, id));
}

/** ISO dates compare as text; the 31st stands for any month's last day. */
function overlapsMonth(from: string | null, to: string | null, month: string): boolean {
  return from !== null && to !== null && from <= `${month}-31` && to >= `${month}-01`;
}

/** The activities planned in that month, or carried out during it (an unfinished one runs up to asOf). */
export async function workplanDetails(portal: PortalContext, staff: SignedInStaff, id: number, month: string): Promise<WorkplanDetails> {
  const project = await loadProject(portal.db, staff.donorId, id);
  const period = trackingPeriod(project);
  requireMonthInPeriod(period, month);
  const activities = (await activitiesOfProject(portal.db, project.id)).flatMap((row) => {
    const planned = overlapsMonth(row.planned_start, row.planned_end, month);
    const active = overlapsMonth(row.actual_start, row.actual_end ?? (row.actual_start === null ? null : period.asOf), month);
    return planned || active ? [{ ...activityAsOf(row, period.asOf), planned_in_month: planned, active_in_month: active }] : [];
  });
  return { project_id: project.id, month, as_of: period.asOf, activities };
}
