import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkplanDetails } from '#contract/project-tracking';
import { EmptyState } from '@/ui/list/empty-state';
import { workplanMonthQuery } from '../api/workplan-tracking-query';
import { ACTIVITY_COLUMNS, tickColumn } from './activity-columns';
import { TrackingMonthDetails } from './tracking-month-details';
import { TrackingTable, type TrackingColumn } from './tracking-table';

type MonthActivity = WorkplanDetails['activities'][number];

const COLUMNS: TrackingColumn<MonthActivity>[] = [
  ACTIVITY_COLUMNS.code,
  ACTIVITY_COLUMNS.title,
  tickColumn('planned-in-month', msg`Planned that month`, (activity) => activity.planned_in_month),
  tickColumn('active-in-month', msg`Under way that month`, (activity) => activity.active_in_month),
  ACTIVITY_COLUMNS.carriedOut,
  ACTIVITY_COLUMNS.progress,
  ACTIVITY_COLUMNS.status,
  ACTIVITY_COLUMNS.note,
];

/** One month of the work plan (GET …/WorkPlanTracking/details): what was planned in it and what was being carried out. */
export function WorkplanMonthDetails({ projectId, months }: { projectId: number; months: readonly string[] }) {
  const { t } = useLingui();
  return (
    <TrackingMonthDetails months={months} query={(month) => workplanMonthQuery(projectId, month)} rowsOf={(data) => data.activities}>
      {(rows, { stale, busy }) => (
        <TrackingTable
          label={t`Activities in the chosen month`}
          columns={COLUMNS}
          rows={rows}
          rowKey={(activity) => activity.id}
          empty={<EmptyState title={<Trans>No activity was planned or carried out that month</Trans>} />}
          stale={stale}
          busy={busy}
        />
      )}
    </TrackingMonthDetails>
  );
}
