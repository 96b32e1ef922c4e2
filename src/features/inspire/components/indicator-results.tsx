import { ProgressBar, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InspireIndicator } from '#contract/inspire';
import { formatCount, formatPercent } from '@/lib/format-money';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px' },
  bar: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What each project's indicators achieved in its approved months against their targets, best progress first. */
export function IndicatorResults({ indicators }: { indicators: readonly InspireIndicator[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <ScrollRegion label={t`Indicator results`}>
      <Table size="small" aria-label={t`Indicator results`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Indicator</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Project</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Achieved</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Target</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Progress</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {indicators.map((indicator) => (
            <TableRow key={indicator.indicator_id}>
              <TableCell>
                <span dir="auto">{indicator.title}</span> <span className={styles.muted}>({indicator.unit})</span>
              </TableCell>
              <TableCell>
                <span dir="auto">{indicator.project_title}</span>
              </TableCell>
              <TableCell className={styles.number}>{formatCount(indicator.achieved)}</TableCell>
              <TableCell className={styles.number}>{formatCount(indicator.target)}</TableCell>
              <TableCell>
                {indicator.percent === null ? (
                  <span className={styles.muted}>—</span>
                ) : (
                  <div className={styles.progress}>
                    <ProgressBar className={styles.bar} value={Math.min(indicator.percent, 100) / 100} aria-hidden />
                    <span>{formatPercent(indicator.percent)}</span>
                  </div>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
