import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Risk } from '#contract/proposals';
import { formatCount } from '@/lib/format-money';
import { ScrollRegion } from '@/ui/scroll-region';
import { RESPONSE_STRATEGY_LABELS, RISK_CATEGORY_LABELS, impactLabel, likelihoodLabel } from './risk-labels';
import { RiskLevelChip } from './risk-level-chip';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '200px' },
  byline: { color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  wide: { minWidth: '220px', whiteSpace: 'pre-wrap' },
});

/** A column a table adds after the proposal's (the project's status and review date). */
export type RiskColumn<Entry extends Risk> = { key: string; header: ReactNode; cell: (risk: Entry) => ReactNode };

type RiskTableProps<Entry extends Risk> = {
  /** In the order they are shown. */
  risks: readonly Entry[];
  /** Names the table, and the box it scrolls in, for screen readers. */
  label: string;
  /**
   * The donor report's form, narrower for print: each risk's owner under its title instead of its description and
   * of an owner column, and only a materialised risk marked with a badge.
   */
  compact?: boolean;
  extraColumns?: readonly RiskColumn<Entry>[];
};

/**
 * The risks of a proposal or of its project (spec section 3 "risks"): each with its category, likelihood, impact,
 * score and level, response strategy, mitigation, owner and whether it has materialised, then the caller's columns.
 */
export function RiskTable<Entry extends Risk>({ risks, label, compact = false, extraColumns = [] }: RiskTableProps<Entry>) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const text = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : '—');
  return (
    <ScrollRegion label={label}>
      <Table className={styles.table} size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Risk</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Category</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Likelihood</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Impact</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Score</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Level</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Response strategy</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Mitigation</Trans>
            </TableHeaderCell>
            {compact ? null : (
              <TableHeaderCell>
                <Trans>Owner</Trans>
              </TableHeaderCell>
            )}
            <TableHeaderCell>
              <Trans>Materialised</Trans>
            </TableHeaderCell>
            {extraColumns.map((column) => (
              <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {risks.map((risk) => {
            const byline = compact ? risk.owner : risk.description;
            return (
              <TableRow key={risk.id}>
                <TableCell>
                  <span className={styles.title}>
                    <span dir="auto">{risk.title}</span>
                    {byline ? (
                      <Caption1 className={styles.byline} dir="auto">
                        {byline}
                      </Caption1>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell>{i18n._(RISK_CATEGORY_LABELS[risk.category])}</TableCell>
                <TableCell>{text(likelihoodLabel(risk.likelihood))}</TableCell>
                <TableCell>{text(impactLabel(risk.impact))}</TableCell>
                <TableCell className={styles.number}>{formatCount(risk.score)}</TableCell>
                <TableCell>
                  <RiskLevelChip level={risk.level} />
                </TableCell>
                <TableCell>{i18n._(RESPONSE_STRATEGY_LABELS[risk.response_strategy])}</TableCell>
                <TableCell dir="auto" className={styles.wide}>
                  {risk.mitigation}
                </TableCell>
                {compact ? null : <TableCell dir="auto">{risk.owner}</TableCell>}
                <TableCell>
                  {risk.isMaterialized ? (
                    <Badge appearance="tint" color="danger">
                      <Trans>Yes</Trans>
                    </Badge>
                  ) : compact ? (
                    <Trans>No</Trans>
                  ) : (
                    <Badge appearance="tint" color="informative">
                      <Trans>No</Trans>
                    </Badge>
                  )}
                </TableCell>
                {extraColumns.map((column) => (
                  <TableCell key={column.key}>{column.cell(risk)}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
