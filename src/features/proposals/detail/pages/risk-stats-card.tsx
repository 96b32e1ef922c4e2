import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RiskStats } from '#contract/proposals';
import { formatCount } from '@/lib/format-money';
import { CountBars } from '@/ui/charts/lazy-charts';
import { Facts } from '@/ui/facts';
import { FilterCounters } from '@/ui/filter-counters';
import { PageColumns, SectionCard } from '@/ui/page-section';
import { RISK_CATEGORY_LABELS, RISK_LEVELS_BY_SEVERITY, RISK_LEVEL_LOOK, type RiskLevelValue } from './risk-labels';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  // One colour per level, as the chips in the register.
  informative: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorNeutralStroke1 },
  success: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorPaletteGreenBorderActive },
  warning: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorPaletteYellowBorderActive },
  severe: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorPaletteDarkOrangeBorderActive },
  danger: { borderInlineStartWidth: '4px', borderInlineStartColor: tokens.colorPaletteRedBorderActive },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

type RiskStatsCardProps = {
  stats: RiskStats;
  /** The register's level filter: a counter toggles it. */
  level: number | null;
  onLevel: (level: number | null) => void;
  /** h2 on the proposal's page, h3 under the project page's own heading. */
  headingLevel?: 'h2' | 'h3';
};

/** The risk analysis at a glance: how many risks of each level (coloured counters) and of each category. */
export function RiskStatsCard({ stats, level, onLevel, headingLevel }: RiskStatsCardProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const countOf = (value: RiskLevelValue) => stats.by_level.find((entry) => entry.level === value)?.count ?? 0;
  const categories = stats.by_category.filter((entry) => entry.count > 0);
  return (
    <SectionCard title={t`Risk profile`} headingLevel={headingLevel}>
      <Facts
        facts={[
          { key: 'total', label: <Trans>Risks identified</Trans>, value: formatCount(stats.total) },
          { key: 'materialized', label: <Trans>Already materialised</Trans>, value: formatCount(stats.materialized) },
        ]}
      />
      <FilterCounters
        label={t`Risks by level`}
        purpose={<Trans>Show only these risks</Trans>}
        counters={RISK_LEVELS_BY_SEVERITY.map((value) => ({
          key: value,
          count: countOf(value),
          label: i18n._(RISK_LEVEL_LOOK[value].label),
          className: styles[RISK_LEVEL_LOOK[value].color],
        }))}
        selected={level as RiskLevelValue | null}
        onSelect={onLevel}
      />
      {categories.length === 0 ? null : (
        <PageColumns>
          <CountBars
            caption={t`Risks per category`}
            items={categories.map((entry) => ({ label: i18n._(RISK_CATEGORY_LABELS[entry.category]), value: entry.count }))}
          />
          <ScrollRegion label={t`Risks by category`}>
            <Table size="small" aria-label={t`Risks by category`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    <Trans>Category</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.number}>
                    <Trans>Risks</Trans>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {categories.map((entry) => (
                  <TableRow key={entry.category}>
                    <TableCell>{i18n._(RISK_CATEGORY_LABELS[entry.category])}</TableCell>
                    <TableCell className={styles.number}>{formatCount(entry.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </PageColumns>
      )}
    </SectionCard>
  );
}
