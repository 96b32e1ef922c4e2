import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectActivity, ProjectIndicator, WorkplanSummary } from '#contract/project-tracking';
import { Facts } from '@/features/proposal-pages/shared/facts';
import { formatCount, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { TrackingChip } from './tracking-chip';
import { formatOptionalPercent, formatQuantity } from './tracking-format';
import { ACTIVITY_STATUS_LOOK, INDICATOR_STATUS_LOOK } from './tracking-labels';
import { TrackingSection } from './tracking-page';
import { ActivityProgress, ActivityStatusChips, DateSpan } from './workplan-activity-parts';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  title: { minWidth: '200px' },
  statuses: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Each indicator against its target, as of the report's date. */
export function ReportIndicatorsSection({ indicators }: { indicators: readonly ProjectIndicator[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Indicators`}>
      {indicators.length === 0 ? (
        <EmptyState title={<Trans>No indicator</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Indicators`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Unit</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Baseline</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target to date</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Actual to date</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Achievement</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {indicators.map((indicator) => (
                <TableRow key={indicator.id}>
                  <TableCell className={styles.nowrap}>{indicator.code}</TableCell>
                  <TableCell className={styles.title} dir="auto">
                    {indicator.title}
                  </TableCell>
                  <TableCell dir="auto">{indicator.unit}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.baseline)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.target)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.target_to_date)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.actual_to_date)}</TableCell>
                  <TableCell className={styles.number}>{formatOptionalPercent(indicator.achievement_percent)}</TableCell>
                  <TableCell>
                    <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
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
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <TrackingSection title={title ?? t`Work plan`}>
      {summary ? (
        <Facts
          facts={[
            { key: 'total', label: <Trans>Activities</Trans>, value: formatCount(summary.total) },
            {
              key: 'statuses',
              label: <Trans>By status</Trans>,
              value: (
                <span className={styles.statuses}>
                  {summary.by_status
                    .filter((entry) => entry.count > 0)
                    .map((entry) => (
                      <span key={entry.status} className={styles.statuses}>
                        <TrackingChip look={ACTIVITY_STATUS_LOOK[entry.status]} /> {formatCount(entry.count)}
                      </span>
                    ))}
                </span>
              ),
            },
            { key: 'delayed', label: <Trans>Delayed</Trans>, value: formatCount(summary.delayed) },
            { key: 'progress', label: <Trans>Average progress</Trans>, value: formatPercent(summary.average_progress) },
            { key: 'expected', label: <Trans>Expected by then</Trans>, value: formatPercent(summary.expected_progress) },
          ]}
        />
      ) : null}
      {activities.length === 0 ? (
        <EmptyState title={<Trans>No activity</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={title ?? t`Activities`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Carried out</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Progress</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {activities.map((activity) => (
                <TableRow key={activity.id}>
                  <TableCell className={styles.nowrap}>{activity.code}</TableCell>
                  <TableCell className={styles.title} dir="auto">
                    {activity.title}
                  </TableCell>
                  <TableCell>
                    <DateSpan from={activity.planned_start} to={activity.planned_end} />
                  </TableCell>
                  <TableCell>
                    <DateSpan from={activity.actual_start} to={activity.actual_end} />
                  </TableCell>
                  <TableCell>
                    <ActivityProgress activity={activity} />
                  </TableCell>
                  <TableCell>
                    <ActivityStatusChips activity={activity} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </TrackingSection>
  );
}
