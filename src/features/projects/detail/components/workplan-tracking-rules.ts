import type { ActivityStatus, ProjectActivity } from '#contract/project-tracking';
import type { TimelineBarTone } from '@/features/proposals';

type Span = { start_date: string; end_date: string };

/** The two spans of an activity: as planned, and as carried out (an unfinished one runs up to `asOf`; null before it starts). */
export function activitySpans(activity: ProjectActivity, asOf: string): { planned: Span; actual: Span | null } {
  const planned = { start_date: activity.planned_start, end_date: activity.planned_end };
  if (activity.actual_start === null) return { planned, actual: null };
  const end = activity.actual_end ?? (asOf < activity.actual_start ? activity.actual_start : asOf);
  return { planned, actual: { start_date: activity.actual_start, end_date: end } };
}

/**
 * The colour of what happened: red for a delayed activity, green once completed not later than planned, neutral
 * otherwise (running on time, on hold, cancelled).
 */
export function actualTone(activity: ProjectActivity): TimelineBarTone {
  if (activity.delayed || (activity.end_slip_days ?? 0) > 0) return 'late';
  if (activity.status === 'completed') return 'good';
  return 'neutral';
}

/** The work plan's filters: a status (null for all), and whether to keep only the delayed activities. */
export type ActivityFilter = { status: ActivityStatus | null; delayedOnly: boolean };

export const NO_ACTIVITY_FILTER: ActivityFilter = { status: null, delayedOnly: false };

export function filterActivities<Entry extends ProjectActivity>(activities: readonly Entry[], filter: ActivityFilter): Entry[] {
  return activities.filter((activity) => (filter.status === null || activity.status === filter.status) && (!filter.delayedOnly || activity.delayed));
}

export function isActivityFiltered(filter: ActivityFilter): boolean {
  return filter.status !== null || filter.delayedOnly;
}

/** Every span the timeline must show: each activity's plan and what it has done so far. */
export function timelineSpans(activities: readonly ProjectActivity[], asOf: string): Span[] {
  return activities.flatMap((activity) => {
    const { planned, actual } = activitySpans(activity, asOf);
    return actual ? [planned, actual] : [planned];
  });
}
