import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/ui/list/empty-state';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { workplanMonthQuery } from '../api/workplan-tracking-query';
import { NO_FIGURE } from './tracking-format';
import { TrackingMonthPicker, chosenMonth } from './tracking-month-picker';
import { ActivityProgress, ActivityStatusChips, DateSpan, Tick } from './workplan-activity-parts';

const COLUMNS = 8;

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  title: { minWidth: '200px' },
  note: { minWidth: '200px' },
  nowrap: { whiteSpace: 'nowrap' },
  stale: { opacity: 0.6 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});


/** One month of the work plan (GET …/WorkPlanTracking/details): what was planned in it and what was being carried out. */
export function WorkplanMonthDetails({ projectId, months }: { projectId: number; months: readonly string[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [wanted, setWanted] = useState<string | null>(null);
  const month = chosenMonth(months, wanted);
  const details = useQuery({ ...workplanMonthQuery(projectId, month ?? ''), enabled: month !== null, placeholderData: keepPreviousData });
  if (month === null) {
    return (
      <Body1 as="p">
        <Trans>The project has not started yet: there is no month to look at.</Trans>
      </Body1>
    );
  }
  const rows = details.data?.activities;
  return (
    <>
      <div className={styles.toolbar}>
        <TrackingMonthPicker months={months} value={month} onChange={setWanted} />
      </div>
      {details.isError && !rows ? (
        <SectionLoadError error={details.error} />
      ) : rows && rows.length === 0 ? (
        <EmptyState title={<Trans>No activity was planned or carried out that month</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={t`Activities in the chosen month`} className={mergeClasses(styles.table, details.isPlaceholderData ? styles.stale : undefined)} aria-busy={details.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned that month</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Under way that month</Trans>
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
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows === undefined ? (
                <SkeletonTableRows columns={COLUMNS} rows={3} />
              ) : (
                rows.map((activity) => (
                  <TableRow key={activity.id}>
                    <TableCell className={styles.nowrap}>{activity.code}</TableCell>
                    <TableCell className={styles.title} dir="auto">
                      {activity.title}
                    </TableCell>
                    <TableCell>
                      <Tick on={activity.planned_in_month} />
                    </TableCell>
                    <TableCell>
                      <Tick on={activity.active_in_month} />
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
                    <TableCell className={styles.note} dir="auto">
                      {activity.note ?? NO_FIGURE}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
