import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportPeriod } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { PageColumns } from '@/ui/page-section';
import { formatCount, formatMoney } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { ACTIVITY_COLUMNS, tickColumn } from './activity-columns';
import { INDICATOR_COLUMNS, reportedQuantity } from './indicator-columns';
import { categoryColumn, moneyColumn, monthColumn, usedColumn } from './money-columns';
import { formatOptionalPercent, formatQuantity } from './tracking-format';
import { TrackingSection } from './tracking-page';
import { TrackingTable, type TrackingColumn } from './tracking-table';

type PeriodSpending = ReportPeriod['spending'];
type PeriodIndicator = ReportPeriod['indicators'][number];
type PeriodActivity = ReportPeriod['activities'][number];

const PERIOD_INDICATOR_COLUMNS: TrackingColumn<PeriodIndicator>[] = [
  INDICATOR_COLUMNS.code,
  INDICATOR_COLUMNS.title,
  INDICATOR_COLUMNS.unit,
  { id: 'period-target', header: msg`Planned in the period`, look: 'number', cell: (indicator) => formatQuantity(indicator.period_target) },
  { id: 'period-actual', header: msg`Achieved in the period`, look: 'number', cell: (indicator, context) => reportedQuantity(indicator.period_actual, context) },
  INDICATOR_COLUMNS.actualToDate,
  INDICATOR_COLUMNS.target,
  INDICATOR_COLUMNS.achievement,
  INDICATOR_COLUMNS.status,
];

const PERIOD_ACTIVITY_COLUMNS: TrackingColumn<PeriodActivity>[] = [
  ACTIVITY_COLUMNS.code,
  ACTIVITY_COLUMNS.title,
  ACTIVITY_COLUMNS.planned,
  ACTIVITY_COLUMNS.carriedOut,
  tickColumn('planned-in-period', msg`Planned in the period`, (activity) => activity.planned_in_period),
  tickColumn('active-in-period', msg`Under way in the period`, (activity) => activity.active_in_period),
  tickColumn('completed-in-period', msg`Completed in the period`, (activity) => activity.completed_in_period),
  ACTIVITY_COLUMNS.progress,
  ACTIVITY_COLUMNS.status,
];

/** The period at a glance: money spent and received in it, and what it delivered. */
export function PeriodKeyFigures({ period, symbol }: { period: ReportPeriod; symbol: string }) {
  const { t } = useLingui();
  const { spending } = period;
  const reported = period.indicators.filter((indicator) => indicator.period_actual !== null).length;
  const indicators = period.indicators.length;
  const completed = period.activities.filter((activity) => activity.completed_in_period).length;
  const underWay = period.activities.filter((activity) => activity.active_in_period).length;
  return (
    <TrackingSection title={t`The period at a glance`}>
      <Facts
        facts={[
          { key: 'spent', label: <Trans>Spent in the period</Trans>, value: formatMoney(spending.spent, symbol) },
          { key: 'transferred', label: <Trans>Transferred in the period</Trans>, value: formatMoney(spending.transferred, symbol) },
          { key: 'spent-to-date', label: <Trans>Spent by the end of the period</Trans>, value: formatMoney(spending.spent_to_date, symbol) },
          { key: 'transferred-to-date', label: <Trans>Transferred by the end of the period</Trans>, value: formatMoney(spending.transferred_to_date, symbol) },
          { key: 'burn', label: <Trans>Budget used by the end of the period</Trans>, value: formatOptionalPercent(spending.burn_percent) },
          {
            key: 'indicators',
            label: <Trans>Indicators reported in the period</Trans>,
            value: (
              <Trans>
                {reported} of {indicators}
              </Trans>
            ),
          },
          { key: 'under-way', label: <Trans>Activities under way in the period</Trans>, value: formatCount(underWay) },
          { key: 'completed', label: <Trans>Activities completed in the period</Trans>, value: formatCount(completed) },
          { key: 'reports', label: <Trans>Progress reports covering the period</Trans>, value: formatCount(period.progress_reports.length) },
        ]}
      />
    </TrackingSection>
  );
}

/** The period's spending by budget category (in it and by its end) and month by month. */
export function PeriodSpendingSection({ period, symbol }: { period: ReportPeriod; symbol: string }) {
  const { t } = useLingui();
  const { spending } = period;
  const categories: TrackingColumn<PeriodSpending['by_category'][number]>[] = [
    categoryColumn(),
    moneyColumn('planned', msg`Planned`, symbol, (category) => category.planned, spending.by_category.reduce((sum, category) => sum + category.planned, 0)),
    moneyColumn('spent', msg`Spent in the period`, symbol, (category) => category.spent, spending.spent),
    moneyColumn('spent-to-date', msg`Spent by its end`, symbol, (category) => category.spent_to_date, spending.spent_to_date),
    usedColumn((category) => category.burn_percent, spending.burn_percent),
  ];
  const months: TrackingColumn<PeriodSpending['months'][number]>[] = [
    monthColumn(),
    moneyColumn('spent', msg`Spent that month`, symbol, (month) => month.spent),
    moneyColumn('spent-to-date', msg`Spent to date`, symbol, (month) => month.cumulative),
  ];
  return (
    <TrackingSection title={t`Spending in the period`}>
      <PageColumns>
        <TrackingTable label={t`Spending in the period by category`} columns={categories} rows={spending.by_category} rowKey={(category) => category.category} />
        <TrackingTable label={t`Spending in the period by month`} columns={months} rows={spending.months} rowKey={(month) => month.month} />
      </PageColumns>
    </TrackingSection>
  );
}

/** Each indicator in the period: what was planned and achieved in it, and where it stands by its end. */
export function PeriodIndicatorsSection({ period }: { period: ReportPeriod }) {
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Indicators in the period`}>
      <TrackingTable
        label={t`Indicators in the period`}
        columns={PERIOD_INDICATOR_COLUMNS}
        rows={period.indicators}
        rowKey={(indicator) => indicator.id}
        empty={<EmptyState title={<Trans>No indicator</Trans>} />}
      />
    </TrackingSection>
  );
}

/** The activities planned in the period or carried out during it; progress and status as last reported. */
export function PeriodActivitiesSection({ period }: { period: ReportPeriod }) {
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Activities of the period`}>
      <TrackingTable
        label={t`Activities of the period`}
        columns={PERIOD_ACTIVITY_COLUMNS}
        rows={period.activities}
        rowKey={(activity) => activity.id}
        empty={<EmptyState title={<Trans>No activity was planned or carried out in the period</Trans>} />}
      />
    </TrackingSection>
  );
}
