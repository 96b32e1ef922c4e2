import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportPeriod } from '#contract/project-tracking';
import { Facts } from '@/features/proposal-pages/shared/facts';
import { PageColumns } from '@/features/proposal-pages/shared/page-section';
import { formatCount, formatMoney } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { TrackingChip } from './tracking-chip';
import { MONTH_FORMAT, formatOptionalPercent, formatQuantity, monthStart } from './tracking-format';
import { INDICATOR_STATUS_LOOK } from './tracking-labels';
import { TrackingSection } from './tracking-page';
import { ActivityProgress, ActivityStatusChips, DateSpan, Tick } from './workplan-activity-parts';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  title: { minWidth: '200px' },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
});

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
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { spending } = period;
  return (
    <TrackingSection title={t`Spending in the period`}>
      <PageColumns>
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Spending in the period by category`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Category</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Spent in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Spent by its end</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Used</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {spending.by_category.map((category) => (
                <TableRow key={category.category}>
                  <TableCell dir="auto">{category.category}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(category.planned, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(category.spent, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(category.spent_to_date, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatOptionalPercent(category.burn_percent)}</TableCell>
                </TableRow>
              ))}
              <TableRow className={styles.totals}>
                <TableCell>
                  <Trans>Total</Trans>
                </TableCell>
                <TableCell className={styles.number}>{formatMoney(spending.by_category.reduce((sum, category) => sum + category.planned, 0), symbol)}</TableCell>
                <TableCell className={styles.number}>{formatMoney(spending.spent, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatMoney(spending.spent_to_date, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatOptionalPercent(spending.burn_percent)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Spending in the period by month`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Month</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Spent that month</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Spent to date</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {spending.months.map((month) => (
                <TableRow key={month.month}>
                  <TableCell className={styles.nowrap}>{formatDate(monthStart(month.month), MONTH_FORMAT)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(month.spent, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(month.cumulative, symbol)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </PageColumns>
    </TrackingSection>
  );
}

/** Each indicator in the period: what was planned and achieved in it, and where it stands by its end. */
export function PeriodIndicatorsSection({ period }: { period: ReportPeriod }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Indicators in the period`}>
      {period.indicators.length === 0 ? (
        <EmptyState title={<Trans>No indicator</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Indicators in the period`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Unit</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Planned in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Achieved in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Actual to date</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Achievement</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {period.indicators.map((indicator) => (
                <TableRow key={indicator.id}>
                  <TableCell className={styles.nowrap}>{indicator.code}</TableCell>
                  <TableCell className={styles.title} dir="auto">
                    {indicator.title}
                  </TableCell>
                  <TableCell dir="auto">{indicator.unit}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.period_target)}</TableCell>
                  <TableCell className={styles.number}>{indicator.period_actual === null ? t`Not reported` : formatQuantity(indicator.period_actual)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.actual_to_date)}</TableCell>
                  <TableCell className={styles.number}>{formatQuantity(indicator.target)}</TableCell>
                  <TableCell className={styles.number}>{formatOptionalPercent(indicator.achievement_percent)}</TableCell>
                  <TableCell>
                    <TrackingChip look={INDICATOR_STATUS_LOOK[indicator.status]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </TrackingSection>
  );
}


/** The activities planned in the period or carried out during it; progress and status as last reported. */
export function PeriodActivitiesSection({ period }: { period: ReportPeriod }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Activities of the period`}>
      {period.activities.length === 0 ? (
        <EmptyState title={<Trans>No activity was planned or carried out in the period</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Activities of the period`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Carried out</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Under way in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Completed in the period</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Progress</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {period.activities.map((activity) => (
                <TableRow key={activity.id}>
                  <TableCell className={styles.nowrap}>{activity.code}</TableCell>
                  <TableCell className={styles.title} dir="auto">
                    {activity.title}
                  </TableCell>
                  <TableCell>
                    <DateSpan from={activity.planned_start} to={activity.planned_end} />
                  </TableCell>
                  <TableCell>
                    <DateSpan from={activity.actual_start} to={activity.actual_end} />
                  </TableCell>
                  <TableCell>
                    <Tick on={activity.planned_in_period} />
                  </TableCell>
                  <TableCell>
                    <Tick on={activity.active_in_period} />
                  </TableCell>
                  <TableCell>
                    <Tick on={activity.completed_in_period} />
                  </TableCell>
                  <TableCell>
                    <ActivityProgress activity={activity} />
                  </TableCell>
                  <TableCell>
                    <ActivityStatusChips activity={activity} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </TrackingSection>
  );
}
