import { Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState } from 'react';
import type { WorkspaceIndicator } from '#contract/partner-projects';
import { monthStart } from '@/features/projects';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { formatCount } from '@/lib/format-money';
import { MONTH_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { indicatorAchieved } from './indicator-achieved';

const COLUMNS = 5;

const useStyles = makeStyles({
  table: { minWidth: '720px' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBlockEnd: tokens.spacingVerticalS },
  title: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  monthsCell: { backgroundColor: tokens.colorNeutralBackground2, paddingBlock: tokens.spacingVerticalS, paddingInline: tokens.spacingHorizontalL },
  months: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  month: { whiteSpace: 'nowrap' },
});

/** An indicator's monthly targets, and the approved actual beside each month that has one. */
function MonthlyTargets({ indicator }: { indicator: WorkspaceIndicator }) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  return (
    <ul className={styles.months}>
      {indicator.months.map((month) => {
        const name = formatDate(monthStart(month.month), MONTH_FORMAT);
        const target = formatCount(month.target);
        const actual = month.actual === null ? null : formatCount(month.actual);
        return (
          <li key={month.month} className={styles.month}>
            {actual === null ? (
              <Trans>
                <bdi>{name}</bdi>: {target}
              </Trans>
            ) : (
              <Trans>
                <bdi>{name}</bdi>: {actual} of {target}
              </Trans>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The plan's indicators: baseline, end-of-project target and what the approved months achieved, each opening onto
 * its monthly targets (with the approved figure of each month that has one).
 */
export function WorkspaceIndicators({ indicators }: { indicators: readonly WorkspaceIndicator[] }) {
  const styles = useStyles();
  const captionId = useId();
  const { t } = useLingui();
  const mirrored = useMirroredInRtl();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ScrollRegion labelledBy={captionId}>
      <Table size="small" className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <Trans>Indicators and their monthly targets (with the approved figure where there is one)</Trans>
        </caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Indicator</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Unit</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Baseline</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Target</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Achieved (approved months)</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {indicators.map((indicator) => {
            const expanded = open.has(indicator.id);
            const monthsId = `indicator-months-${indicator.id}`;
            const code = indicator.code;
            const achieved = indicatorAchieved(indicator);
            return (
              <Fragment key={indicator.id}>
                <TableRow>
                  <TableCell>
                    <span className={styles.title}>
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular className={mirrored} />}
                        aria-expanded={expanded}
                        aria-controls={expanded ? monthsId : undefined}
                        aria-label={t`Monthly targets of ${code}`}
                        onClick={() => toggle(indicator.id)}
                      />
                      <span>
                        <bdi>{code}</bdi> <span dir="auto">{indicator.title}</span>
                        <br />
                        <Caption1 dir="auto">{indicator.output_title}</Caption1>
                      </span>
                    </span>
                  </TableCell>
                  <TableCell dir="auto">{indicator.unit}</TableCell>
                  <TableCell className={styles.number}>{formatCount(indicator.baseline)}</TableCell>
                  <TableCell className={styles.number}>{formatCount(indicator.target)}</TableCell>
                  <TableCell className={styles.number}>{achieved === null ? '—' : formatCount(achieved)}</TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS} className={styles.monthsCell} id={monthsId}>
                      <MonthlyTargets indicator={indicator} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
