import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IndicatorMonth, ProjectIndicator } from '#contract/project-tracking';
import { PageColumns } from '@/ui/page-section';
import { ComparedBars } from '@/ui/charts/lazy-charts';
import { useDateFormatter } from '@/ui/list/format-date';
import { EmptyState } from '@/ui/list/empty-state';
import { reportedQuantity } from './indicator-columns';
import { monthColumn } from './money-columns';
import { MONTH_FORMAT, NO_FIGURE, formatQuantity, monthStart } from './tracking-format';
import { TrackingTable, type TrackingColumn } from './tracking-table';

const useStyles = makeStyles({
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** A month of the series, with the running totals up to it when the indicator is a count. */
type SeriesRow = IndicatorMonth & { to_date?: { target: number; actual: number | null } };

const MONTH_COLUMNS: TrackingColumn<SeriesRow>[] = [
  monthColumn(),
  { id: 'target', header: msg`Target`, look: 'number', cell: (row) => formatQuantity(row.target) },
  { id: 'actual', header: msg`Actual`, look: 'number', cell: (row, context) => reportedQuantity(row.actual, context) },
];

const RUNNING_TOTAL_COLUMNS: TrackingColumn<SeriesRow>[] = [
  { id: 'target-to-date', header: msg`Target to date`, look: 'number', cell: (row) => formatQuantity(row.to_date?.target) },
  { id: 'actual-to-date', header: msg`Actual to date`, look: 'number', cell: (row) => formatQuantity(row.to_date?.actual) },
];

const NOTE_COLUMN: TrackingColumn<SeriesRow> = { id: 'note', header: msg`Note`, look: 'sentence', cell: (row) => row.note ?? NO_FIGURE };

/** The running totals of a `sum` indicator's months (planned and achieved); a month not reported adds nothing. */
export function runningTotals(series: readonly IndicatorMonth[]): { month: string; target: number; actual: number | null }[] {
  let target = 0;
  let actual: number | null = null;
  return series.map((entry) => {
    target += entry.target;
    if (entry.actual !== null) actual = (actual ?? 0) + entry.actual;
    return { month: entry.month, target: Math.round(target * 1000) / 1000, actual: actual === null ? null : Math.round(actual * 1000) / 1000 };
  });
}

/**
 * One indicator month by month: what was planned against what the organisation reported, as a chart and a table
 * (the table is what a screen reader and a printout read). A count adds its months up, so its running totals are
 * shown too; a level is measured afresh each month.
 */
export function IndicatorSeries({ indicator }: { indicator: ProjectIndicator & { series: readonly IndicatorMonth[] } }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const monthLabel = (month: string) => formatDate(monthStart(month), MONTH_FORMAT);
  const code = indicator.code;
  if (indicator.series.length === 0) {
    return (
      <EmptyState title={<Trans>No month tracked yet</Trans>}>
        <Trans>Figures appear here once the project’s first month has begun.</Trans>
      </EmptyState>
    );
  }
  const sums = indicator.aggregation === 'sum';
  const totals = sums ? runningTotals(indicator.series) : [];
  const rows: SeriesRow[] = indicator.series.map((entry, index) => ({ ...entry, to_date: totals[index] }));
  const columns = sums ? [...MONTH_COLUMNS, ...RUNNING_TOTAL_COLUMNS, NOTE_COLUMN] : [...MONTH_COLUMNS, NOTE_COLUMN];
  const unit = indicator.unit;
  return (
    <>
      <Body1 as="p" className={styles.muted}>
        {sums ? (
          <Trans>
            A count in {unit}: each month’s figure adds to the total, which is compared with the target.
          </Trans>
        ) : (
          <Trans>
            A level in {unit}: each month’s figure is measured afresh, and the latest counts, from the baseline.
          </Trans>
        )}
      </Body1>
      <PageColumns>
        <ComparedBars
          caption={t`Target and actual by month: ${code}`}
          labels={{ first: t`Target`, second: t`Actual` }}
          groups={indicator.series.map((entry) => ({ label: monthLabel(entry.month), first: entry.target, second: entry.actual ?? 0 }))}
        />
        <TrackingTable label={t`Monthly figures of ${code}`} columns={columns} rows={rows} rowKey={(row) => row.month} maxHeight="list" />
      </PageColumns>
    </>
  );
}
