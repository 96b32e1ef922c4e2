import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectActivity, ProjectIndicator, WorkplanSummary } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { formatCount, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { ACTIVITY_COLUMNS } from './activity-columns';
import { INDICATOR_COLUMNS } from './indicator-columns';
import { TrackingSection } from './tracking-page';
import { TrackingTable, type TrackingColumn } from './tracking-table';
import { ActivityStatusCounts } from './workplan-activity-parts';

const INDICATOR_COLUMNS_OF_REPORT: TrackingColumn<ProjectIndicator>[] = [
  INDICATOR_COLUMNS.code,
  INDICATOR_COLUMNS.title,
  INDICATOR_COLUMNS.unit,
  INDICATOR_COLUMNS.baseline,
  INDICATOR_COLUMNS.target,
  INDICATOR_COLUMNS.targetToDate,
  INDICATOR_COLUMNS.actualToDate,
  INDICATOR_COLUMNS.achievement,
  INDICATOR_COLUMNS.status,
];

const ACTIVITY_COLUMNS_OF_REPORT: TrackingColumn<ProjectActivity>[] = [
  ACTIVITY_COLUMNS.code,
  ACTIVITY_COLUMNS.title,
  ACTIVITY_COLUMNS.planned,
  ACTIVITY_COLUMNS.carriedOut,
  ACTIVITY_COLUMNS.progress,
  ACTIVITY_COLUMNS.status,
];

/** Each indicator against its target, as of the report's date. */
export function ReportIndicatorsSection({ indicators }: { indicators: readonly ProjectIndicator[] }) {
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Indicators`}>
      <TrackingTable
        label={t`Indicators`}
        columns={INDICATOR_COLUMNS_OF_REPORT}
        rows={indicators}
        rowKey={(indicator) => indicator.id}
        empty={<EmptyState title={<Trans>No indicator</Trans>} />}
      />
    </TrackingSection>
  );
}

/** The work plan in figures, then each activity planned against carried out. */
export function ReportWorkplanSection({
  summary,
  activities,
  title,
}: {
  summary: WorkplanSummary | null;
  activities: readonly ProjectActivity[];
  title?: string;
}) {
  const { t } = useLingui();
  return (
    <TrackingSection title={title ?? t`Work plan`}>
      {summary ? (
        <Facts
          facts={[
            { key: 'total', label: <Trans>Activities</Trans>, value: formatCount(summary.total) },
            { key: 'statuses', label: <Trans>By status</Trans>, value: <ActivityStatusCounts summary={summary} /> },
            { key: 'delayed', label: <Trans>Delayed</Trans>, value: formatCount(summary.delayed) },
            { key: 'progress', label: <Trans>Average progress</Trans>, value: formatPercent(summary.average_progress) },
            { key: 'expected', label: <Trans>Expected by then</Trans>, value: formatPercent(summary.expected_progress) },
          ]}
        />
      ) : null}
      <TrackingTable
        label={title ?? t`Activities`}
        columns={ACTIVITY_COLUMNS_OF_REPORT}
        rows={activities}
        rowKey={(activity) => activity.id}
        empty={<EmptyState title={<Trans>No activity</Trans>} />}
      />
    </TrackingSection>
  );
}
