import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { indicatorMonthQuery } from '../api/indicator-tracking-query';
import { TrackingChip } from './tracking-chip';
import { NO_FIGURE, formatOptionalPercent, formatQuantity } from './tracking-format';
import { INDICATOR_STATUS_LOOK } from './tracking-labels';
import { TrackingMonthPicker, chosenMonth } from './tracking-month-picker';

const COLUMNS = 9;

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  title: { minWidth: '200px' },
  note: { minWidth: '200px' },
  stale: { opacity: 0.6 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/**
 * One month in detail (GET …/indicatorTracking/details): each indicator's plan and report for that month, its
 * figures counted up to it, and the organisation's note. Fetched when a month is chosen; once fetched it is kept on
 * this device like the rest of the page.
 */
export function IndicatorMonthDetails({ projectId, months }: { projectId: number; months: readonly string[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [wanted, setWanted] = useState<string | null>(null);
  const month = chosenMonth(months, wanted);
  const details = useQuery({ ...indicatorMonthQuery(projectId, month ?? ''), enabled: month !== null, placeholderData: keepPreviousData });
  if (month === null) {
    return (
      <Body1 as="p">
        <Trans>The project has not started yet: there is no month to look at.</Trans>
      </Body1>
    );
  }
  const rows = details.data?.indicators;
  return (
    <>
      <div className={styles.toolbar}>
        <TrackingMonthPicker months={months} value={month} onChange={setWanted} />
      </div>
      {details.isError && !rows ? (
        <SectionLoadError error={details.error} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={t`Indicators in the chosen month`} className={mergeClasses(styles.table, details.isPlaceholderData ? styles.stale : undefined)} aria-busy={details.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target this month</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Actual this month</Trans>
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
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows === undefined ? (
                <SkeletonTableRows columns={COLUMNS} rows={3} />
              ) : (
                rows.map((indicator) => (
                  <TableRow key={indicator.id}>
                    <TableCell className={styles.nowrap}>{indicator.code}</TableCell>
                    <TableCell className={styles.title} dir="auto">
                      {indicator.title}
                    </TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.month_target)}</TableCell>
                    <TableCell className={styles.number}>
                      {indicator.month_actual === null ? t`Not reported` : formatQuantity(indicator.month_actual)}
                    </TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.target_to_date)}</TableCell>
                    <TableCell className={styles.number}>{formatQuantity(indicator.actual_to_date)}</TableCell>
                    <TableCell className={styles.number}>{formatOptionalPercent(indicator.achievement_percent)}</TableCell>
                    <TableCell>
                      <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} />
                    </TableCell>
                    <TableCell className={styles.note} dir="auto">
                      {indicator.note ?? NO_FIGURE}
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
