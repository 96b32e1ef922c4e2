import { MoneyRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BudgetLine } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { PageColumns } from '@/ui/page-section';
import { formatMoney, formatShortMoney } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';
import { ComparedBars, ShareDonut } from '@/ui/charts/lazy-charts';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { spendingTrackingQuery } from '../api/spending-tracking-query';
import { moneyByMonth, transferredAmountOf } from '../components/spending-figures';
import { SpendingLineDialog } from '../components/spending-line-dialog';
import { BudgetLinesTable, InstallmentSpendingTable, MonthlySpendingTable } from '../components/spending-tables';
import { MONTH_FORMAT, formatOptionalPercent, monthStart } from '../components/tracking-format';
import { TrackingPage, TrackingSection } from '../components/tracking-page';

/**
 * Spending tracking (spec section 2): the budget against what was transferred and spent; each budget line planned
 * against spent, with its entries one click away; each installment transferred against spent; and month by month,
 * spent against transferred to date. Money stays in the project's currency.
 */
export function ProjectSpendingTrackingPage({ projectId }: { projectId: number }) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const locale = useLocale();
  const { data } = useSuspenseQuery(spendingTrackingQuery(projectId));
  const [line, setLine] = useState<BudgetLine | null>(null);
  const symbol = data.currency.symbol;
  const { totals } = data;
  const months = moneyByMonth(data);
  const held = Math.max(0, totals.transferred - totals.spent);
  const notTransferred = Math.max(0, totals.budget - Math.max(totals.transferred, totals.spent));
  return (
    <TrackingPage page="spending-tracking">
      <PageColumns>
        <TrackingSection title={t`Budget and spending`}>
          <Facts
            facts={[
              { key: 'budget', label: <Trans>Budget</Trans>, value: formatMoney(totals.budget, symbol) },
              { key: 'planned', label: <Trans>Planned in budget lines</Trans>, value: formatMoney(totals.planned, symbol) },
              { key: 'transferred', label: <Trans>Transferred</Trans>, value: formatMoney(totals.transferred, symbol) },
              { key: 'spent', label: <Trans>Spent</Trans>, value: formatMoney(totals.spent, symbol) },
              { key: 'remaining', label: <Trans>Remaining</Trans>, value: formatMoney(totals.remaining, symbol) },
              { key: 'burn', label: <Trans>Budget used</Trans>, value: formatOptionalPercent(totals.burn_percent) },
              { key: 'transferred-burn', label: <Trans>Transferred money used</Trans>, value: formatOptionalPercent(totals.transferred_burn_percent) },
            ]}
          />
        </TrackingSection>
        <TrackingSection title={t`Where the budget stands`}>
          <ShareDonut
            caption={t`The budget: spent, transferred but not yet spent, and not yet transferred`}
            centre={formatShortMoney(totals.budget, symbol, locale)}
            parts={[
              { label: t`Spent`, value: totals.spent, tone: 'good' },
              { label: t`Transferred, not spent`, value: held, tone: 'warning' },
              { label: t`Not yet transferred`, value: notTransferred, tone: 'neutral' },
            ]}
          />
        </TrackingSection>
      </PageColumns>
      <TrackingSection title={t`Budget lines`}>
        {data.lines.length === 0 ? (
          <EmptyState icon={<MoneyRegular />} title={<Trans>No budget line to follow yet</Trans>}>
            <Trans>Spending shows here by budget line once the organisation reports it.</Trans>
          </EmptyState>
        ) : (
          <>
            <ComparedBars
              caption={t`Planned and spent by budget line`}
              labels={{ first: t`Planned`, second: t`Spent` }}
              groups={data.lines.map((entry) => ({ label: entry.description, first: entry.planned, second: entry.spent }))}
            />
            <BudgetLinesTable lines={data.lines} symbol={symbol} onDetails={setLine} />
          </>
        )}
      </TrackingSection>
      <TrackingSection title={t`Installments`}>
        {data.installments.length === 0 ? (
          <EmptyState icon={<MoneyRegular />} title={<Trans>No installment agreed yet</Trans>} />
        ) : (
          <PageColumns>
            <ComparedBars
              caption={t`Transferred and spent by installment`}
              labels={{ first: t`Transferred`, second: t`Spent` }}
              groups={data.installments.map((entry) => ({ label: entry.title, first: transferredAmountOf(entry), second: entry.spent }))}
            />
            <InstallmentSpendingTable installments={data.installments} symbol={symbol} />
          </PageColumns>
        )}
      </TrackingSection>
      <TrackingSection title={t`Month by month`}>
        {months.length === 0 ? (
          <EmptyState icon={<MoneyRegular />} title={<Trans>The project has not started yet</Trans>} />
        ) : (
          <PageColumns>
            <ComparedBars
              caption={t`Transferred and spent to date, by month`}
              labels={{ first: t`Transferred to date`, second: t`Spent to date` }}
              groups={months.map((entry) => ({ label: formatDate(monthStart(entry.month), MONTH_FORMAT), first: entry.transferredToDate, second: entry.spentToDate }))}
            />
            <MonthlySpendingTable months={months} symbol={symbol} />
          </PageColumns>
        )}
      </TrackingSection>
      {line ? <SpendingLineDialog projectId={projectId} line={line} symbol={symbol} onClose={() => setLine(null)} /> : null}
    </TrackingPage>
  );
}

export function loadProjectSpendingTrackingPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(spendingTrackingQuery(projectId));
}
