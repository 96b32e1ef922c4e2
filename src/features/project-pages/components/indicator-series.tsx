import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IndicatorMonth, ProjectIndicator } from '#contract/project-tracking';
import { PageColumns } from '@/features/proposal-pages/shared/page-section';
import { PairedBars } from '@/ui/charts/lazy-charts';
import { useDateFormatter } from '@/ui/list/format-date';
import { EmptyState } from '@/ui/list/empty-state';
import { MONTH_FORMAT, NO_FIGURE, formatQuantity, monthStart } from './tracking-format';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto', maxHeight: '420px', overflowY: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  note: { minWidth: '200px' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

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
        <PairedBars
          caption={t`Target and actual by month: ${code}`}
          labels={{ first: t`Target`, second: t`Actual` }}
          groups={indicator.series.map((entry) => ({ label: monthLabel(entry.month), first: entry.target, second: entry.actual ?? 0 }))}
        />
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Monthly figures of ${code}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Month</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Actual</Trans>
                </TableHeaderCell>
                {sums ? (
                  <>
                    <TableHeaderCell className={styles.number}>
                      <Trans>Target to date</Trans>
                    </TableHeaderCell>
                    <TableHeaderCell className={styles.number}>
                      <Trans>Actual to date</Trans>
                    </TableHeaderCell>
                  </>
                ) : null}
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {indicator.series.map((entry, index) => (
                <TableRow key={entry.month}>
                  <TableCell className={styles.nowrap}>{monthLabel(entry.month)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(entry.target)}</TableCell>
                  <TableCell className={styles.number}>{entry.actual === null ? t`Not reported` : formatQuantity(entry.actual)}</TableCell>
                  {sums ? (
                    <>
                      <TableCell className={styles.number}>{formatQuantity(totals[index]?.target)}</TableCell>
                      <TableCell className={styles.number}>{formatQuantity(totals[index]?.actual)}</TableCell>
                    </>
                  ) : null}
                  <TableCell className={styles.note} dir="auto">
                    {entry.note ?? NO_FIGURE}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </PageColumns>
    </>
  );
}
