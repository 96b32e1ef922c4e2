import { Tab, TabList } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardSpendingTimeline } from '#contract/dashboard';
import { formatMoney } from '@/lib/format-money';
import { MonthlyLines } from '@/ui/charts/lazy-charts';
import type { DashboardFilter } from '../api/dashboard-keys';
import { spendingTimelineQuery } from '../api/get-spending-timeline';
import { useMonthLabel } from './dashboard-labels';
import { ChartAndTable, DashboardPanel, FiguresTable, NothingInPeriod, PanelPlaceholder } from './dashboard-panel';
import { TimelinePeriod } from './period-text';

type CurrencyTimeline = DashboardSpendingTimeline['currencies'][number];

/** Currencies with money moving in the period first, the busiest first; the others cannot draw anything. */
function busiestFirst(currencies: readonly CurrencyTimeline[]): CurrencyTimeline[] {
  const moved = (currency: CurrencyTimeline) => currency.disbursed_total + currency.spent_total;
  return currencies.filter((currency) => moved(currency) > 0).toSorted((a, b) => moved(b) - moved(a) || a.code.localeCompare(b.code));
}

/**
 * Money month by month (GET /Dashboard/GetSpendingTimeline): installments transferred and spending reported, one
 * currency at a time, since amounts in two currencies cannot be added or drawn on one axis.
 */
export function SpendingTimelinePanel({ filter }: { filter: DashboardFilter }) {
  const { t } = useLingui();
  const timeline = useQuery({ ...spendingTimelineQuery(filter), placeholderData: keepPreviousData });
  const [chosen, setChosen] = useState<number | null>(null);
  const title = t`Money over time`;
  const data = timeline.data;
  if (!data) {
    return (
      <DashboardPanel id="dashboard-spending-timeline" title={title}>
        <PanelPlaceholder error={timeline.error} />
      </DashboardPanel>
    );
  }
  const currencies = busiestFirst(data.currencies);
  const shown = currencies.find((currency) => currency.currency_id === chosen) ?? currencies[0];
  return (
    <DashboardPanel id="dashboard-spending-timeline" title={title} period={<TimelinePeriod months={data.months} />} stale={timeline.isPlaceholderData}>
      {shown ? (
        <>
          {currencies.length > 1 ? (
            <TabList size="small" aria-label={t`Currency`} selectedValue={String(shown.currency_id)} onTabSelect={(_, tab) => setChosen(Number(tab.value))}>
              {currencies.map((currency) => (
                <Tab key={currency.currency_id} value={String(currency.currency_id)}>
                  {currency.code}
                </Tab>
              ))}
            </TabList>
          ) : null}
          <CurrencySpending currency={shown} />
        </>
      ) : (
        <NothingInPeriod>
          <Trans>No installment was transferred and no spending was reported in these months.</Trans>
        </NothingInPeriod>
      )}
    </DashboardPanel>
  );
}

function CurrencySpending({ currency }: { currency: CurrencyTimeline }) {
  const { t } = useLingui();
  const monthLabel = useMonthLabel();
  const code = currency.code;
  const months = currency.points.map((point) => ({ month: point.month, label: monthLabel(point.month) }));
  return (
    <ChartAndTable>
      <MonthlyLines
        caption={t`Installments transferred and spending reported per month, in ${code}`}
        months={months}
        series={[
          { label: t`Disbursed`, values: currency.points.map((point) => point.disbursed) },
          { label: t`Spent`, values: currency.points.map((point) => point.spent) },
        ]}
      />
      <FiguresTable
        label={t`Money per month in ${code}`}
        columns={[
          { key: 'month', label: t`Month` },
          { key: 'disbursed', label: t`Disbursed (${code})`, numeric: true },
          { key: 'spent', label: t`Spent (${code})`, numeric: true },
        ]}
        rows={currency.points.map((point, index) => ({
          key: point.month,
          cells: [months[index]?.label, formatMoney(point.disbursed), formatMoney(point.spent)],
        }))}
        totals={{ key: 'total', cells: [t`Total`, formatMoney(currency.disbursed_total), formatMoney(currency.spent_total)] }}
      />
    </ChartAndTable>
  );
}
