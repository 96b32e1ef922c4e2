import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { IndicatorDetails } from '#contract/project-tracking';
import { indicatorMonthQuery } from '../api/indicator-tracking-query';
import { INDICATOR_COLUMNS, reportedQuantity } from './indicator-columns';
import { NO_FIGURE, formatQuantity } from './tracking-format';
import { TrackingMonthDetails } from './tracking-month-details';
import { TrackingTable, type TrackingColumn } from './tracking-table';

type MonthIndicator = IndicatorDetails['indicators'][number];

const COLUMNS: TrackingColumn<MonthIndicator>[] = [
  INDICATOR_COLUMNS.code,
  INDICATOR_COLUMNS.title,
  { id: 'month-target', header: msg`Target this month`, look: 'number', cell: (indicator) => formatQuantity(indicator.month_target) },
  { id: 'month-actual', header: msg`Actual this month`, look: 'number', cell: (indicator, context) => reportedQuantity(indicator.month_actual, context) },
  INDICATOR_COLUMNS.targetToDate,
  INDICATOR_COLUMNS.actualToDate,
  INDICATOR_COLUMNS.achievement,
  INDICATOR_COLUMNS.status,
  { id: 'note', header: msg`Note`, look: 'sentence', cell: (indicator) => indicator.note ?? NO_FIGURE },
];

/**
 * One month in detail (GET …/indicatorTracking/details): each indicator's plan and report for that month, its
 * figures counted up to it, and the organisation's note.
 */
export function IndicatorMonthDetails({ projectId, months }: { projectId: number; months: readonly string[] }) {
  const { t } = useLingui();
  return (
    <TrackingMonthDetails months={months} query={(month) => indicatorMonthQuery(projectId, month)} rowsOf={(data) => data.indicators}>
      {(rows, { stale, busy }) => (
        <TrackingTable label={t`Indicators in the chosen month`} columns={COLUMNS} rows={rows} rowKey={(indicator) => indicator.id} stale={stale} busy={busy} />
      )}
    </TrackingMonthDetails>
  );
}
