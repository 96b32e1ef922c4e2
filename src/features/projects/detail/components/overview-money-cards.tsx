import { Body1, Caption1, ProgressBar, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERCENT_TOTAL } from '#contract/constants';
import type { ProjectOverview } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { SectionCard } from '@/ui/page-section';
import { formatCount, formatMoney, formatPercent } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { RequestStatusChip } from './batch-status-chip';
import { transferPace, type Pace } from './overview-figures';
import { OverviewPageLink } from './overview-page-link';

/** Percentage points between two shares, in en digits like every figure. */
export const POINTS = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

const useStyles = makeStyles({
  meter: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  meterHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  figure: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  next: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  tileLabel: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  money: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  tileValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export type OverviewFigure = { key: string; label: ReactNode; value: ReactNode };

/** Figures at a glance: each label over its value, which never breaks (a money figure reads as one). */
export function OverviewFigures({ figures }: { figures: readonly OverviewFigure[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.tile}>
          <dt className={styles.tileLabel}>{figure.label}</dt>
          <dd className={styles.tileValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled 0–100 bar with its figure; it fills from the start side (right in Arabic). */
export function OverviewMeter({ label, value, color }: { label: string; value: number; color?: 'brand' | 'success' | 'warning' }) {
  const styles = useStyles();
  const text = formatPercent(value);
  const shown = Math.min(Math.max(value, 0), PERCENT_TOTAL);
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <Text>{label}</Text>
        <Text className={styles.figure}>{text}</Text>
      </div>
      <ProgressBar value={shown} max={PERCENT_TOTAL} thickness="large" color={color} aria-label={label} aria-valuetext={text} />
    </div>
  );
}

/** "12.5 points behind …", in the words of the comparison. */
export function PaceText({ pace, behind, ahead, inStep }: { pace: Pace; behind: string; ahead: string; inStep: string }) {
  const styles = useStyles();
  const text = pace.reading === 'behind' ? behind : pace.reading === 'ahead' ? ahead : inStep;
  return (
    <Body1 as="p" className={styles.muted}>
      {text}
    </Body1>
  );
}

/** How far the money has come (installments transferred) against how far the time has gone. */
export function OverviewProgressCard({ overview }: { overview: ProjectOverview }) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const pace = transferPace(overview);
  const points = POINTS.format(pace.gap);
  const elapsed = formatCount(overview.months_elapsed);
  const total = formatCount(overview.months_total);
  const asOf = formatDate(calendarDay(overview.as_of));
  return (
    <SectionCard headingLevel="h3" title={<Trans>Progress against time</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="installments" />}>
      <OverviewMeter label={t`Installments transferred`} value={overview.progress} />
      <OverviewMeter label={t`Time elapsed (${elapsed} of ${total} months)`} value={overview.time_elapsed_percent} color="warning" />
      <PaceText
        pace={pace}
        behind={t`Transfers are ${points} points behind the time elapsed, as of ${asOf}.`}
        ahead={t`Transfers are ${points} points ahead of the time elapsed, as of ${asOf}.`}
        inStep={t`Transfers keep pace with the time elapsed, as of ${asOf}.`}
      />
    </SectionCard>
  );
}

function percentOrDash(value: number | null): string {
  return value === null ? '—' : formatPercent(value);
}

/** The budget and what became of it: transferred, spent, remaining, and the burn rates. */
export function OverviewSpendingCard({ overview }: { overview: ProjectOverview }) {
  const { budget, currency } = overview;
  const money = (value: number) => <bdi>{formatMoney(value, currency.symbol)}</bdi>;
  return (
    <SectionCard headingLevel="h3" title={<Trans>Spending at a glance</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="spending-tracking" />}>
      <OverviewFigures
        figures={[
          { key: 'budget', label: <Trans>Budget</Trans>, value: money(budget.budget) },
          { key: 'transferred', label: <Trans>Transferred</Trans>, value: money(budget.transferred) },
          { key: 'spent', label: <Trans>Spent</Trans>, value: money(budget.spent) },
          { key: 'remaining', label: <Trans>Remaining</Trans>, value: money(budget.remaining) },
          { key: 'burn', label: <Trans>Burn rate (of the budget)</Trans>, value: percentOrDash(budget.burn_percent) },
          { key: 'burnTransferred', label: <Trans>Burn rate (of the money transferred)</Trans>, value: percentOrDash(budget.transferred_burn_percent) },
        ]}
      />
    </SectionCard>
  );
}

/** How many installments there are, how many were transferred, and the next one to come. */
export function OverviewInstallmentsCard({ overview }: { overview: ProjectOverview }) {
  const styles = useStyles();
  const { installments, currency } = overview;
  const next = installments.next;
  return (
    <SectionCard headingLevel="h3" title={<Trans>Installments</Trans>} action={<OverviewPageLink projectId={overview.project_id} page="expenditure-batches" />}>
      <OverviewFigures
        figures={[
          { key: 'count', label: <Trans>Installments</Trans>, value: formatCount(installments.count) },
          { key: 'transferredCount', label: <Trans>Transferred</Trans>, value: formatCount(installments.transferred_count) },
          { key: 'transferred', label: <Trans>Amount transferred</Trans>, value: <bdi>{formatMoney(installments.transferred_amount, currency.symbol)}</bdi> },
        ]}
      />
      <div className={styles.tile}>
        <Caption1 className={styles.tileLabel}>
          <Trans>Next installment</Trans>
        </Caption1>
        {next ? (
          <span className={styles.next}>
            <Text weight="semibold" dir="auto">
              {next.title}
            </Text>
            <bdi className={styles.money}>{formatMoney(next.amount, currency.symbol)}</bdi>
            <RequestStatusChip status={next.request_status} />
          </span>
        ) : (
          <Text>
            <Trans>None left to transfer</Trans>
          </Text>
        )}
      </div>
    </SectionCard>
  );
}
