import { msg } from '@lingui/core/macro';
import type { ProjectActivity } from '#contract/project-tracking';
import { NO_FIGURE } from './tracking-format';
import type { TrackingColumn } from './tracking-table';
import { ActivityProgress, ActivityStatusChips, DateSpan, Tick } from './workplan-activity-parts';

type ActivityColumn = TrackingColumn<ProjectActivity>;

/**
 * The columns every activity table shares (work plan tracking, month details, the report, the report of a period);
 * each table picks the ones it shows, in its order, around its own.
 */
export const ACTIVITY_COLUMNS = {
  code: { id: 'code', header: msg`Code`, look: 'nowrap', cell: (activity) => activity.code },
  title: { id: 'title', header: msg`Activity`, look: 'sentence', cell: (activity) => activity.title },
  planned: { id: 'planned', header: msg`Planned`, cell: (activity) => <DateSpan from={activity.planned_start} to={activity.planned_end} /> },
  carriedOut: { id: 'carried-out', header: msg`Carried out`, cell: (activity) => <DateSpan from={activity.actual_start} to={activity.actual_end} /> },
  progress: { id: 'progress', header: msg`Progress`, cell: (activity) => <ActivityProgress activity={activity} /> },
  status: { id: 'status', header: msg`Status`, cell: (activity) => <ActivityStatusChips activity={activity} /> },
  note: { id: 'note', header: msg`Note`, look: 'sentence', cell: (activity) => activity.note ?? NO_FIGURE },
} satisfies Record<string, ActivityColumn>;

/** A yes-or-no column (planned in the month, under way in the period, …). */
export function tickColumn<Row>(id: string, header: ActivityColumn['header'], on: (row: Row) => boolean): TrackingColumn<Row> {
  return { id, header, cell: (row) => <Tick on={on(row)} /> };
}
