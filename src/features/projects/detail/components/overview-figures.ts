import { INDICATOR_STATUSES, type IndicatorStatus, type ProjectOverview } from '#contract/project-tracking';

/**
 * The overview's own figures, from the answer of GET …/Overview (decision 130 counts everything else): how the
 * money transferred keeps pace with the time elapsed, how the work plan keeps pace with its plan, and the
 * indicators by status in a fixed order, zeros included.
 */

export type Pace = { gap: number; reading: 'ahead' | 'behind' | 'inStep' };

/** `done` against `expected`, both 0–100: the gap in points (one decimal) and which side of the plan it falls on. */
export function paceOf(done: number, expected: number): Pace {
  const gap = Math.round((done - expected) * 10) / 10;
  return { gap: Math.abs(gap), reading: gap > 0 ? 'ahead' : gap < 0 ? 'behind' : 'inStep' };
}

/** Installments transferred (the project's progress) against the share of its period already elapsed. */
export function transferPace(overview: Pick<ProjectOverview, 'progress' | 'time_elapsed_percent'>): Pace {
  return paceOf(overview.progress, overview.time_elapsed_percent);
}

/** The work plan's average progress against where it should be by now. */
export function workplanPace(overview: Pick<ProjectOverview, 'workplan'>): Pace {
  return paceOf(overview.workplan.average_progress, overview.workplan.expected_progress);
}

/** Every indicator status in INDICATOR_STATUSES order with its count, zeros included. */
export function indicatorsByStatus(overview: Pick<ProjectOverview, 'indicators'>): { status: IndicatorStatus; count: number }[] {
  return INDICATOR_STATUSES.map((status) => ({ status, count: overview.indicators.by_status.find((entry) => entry.status === status)?.count ?? 0 }));
}
