import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProjectBatch, ProjectReport } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { categoryColumn, installmentColumns, moneyColumn, remainingColumn, usedColumn } from './money-columns';
import { formatOptionalPercent } from './tracking-format';
import { TrackingSection } from './tracking-page';
import { TrackingTable, type TrackingColumn } from './tracking-table';

type BudgetCategory = ProjectReport['budget']['by_category'][number];

/** The budget against the money transferred and spent, in total and by budget category. */
export function ReportBudgetSection({ report }: { report: Pick<ProjectReport, 'budget' | 'currency'> }) {
  const { t } = useLingui();
  const { budget } = report;
  const symbol = report.currency.symbol;
  const columns: TrackingColumn<BudgetCategory>[] = [
    categoryColumn(),
    moneyColumn('planned', msg`Planned`, symbol, (category) => category.planned, budget.planned),
    moneyColumn('spent', msg`Spent`, symbol, (category) => category.spent, budget.spent),
    remainingColumn(symbol, (category) => category.remaining, budget.planned - budget.spent),
    usedColumn((category) => category.burn_percent, budget.burn_percent),
  ];
  return (
    <TrackingSection title={t`Budget and spending`}>
      <Facts
        facts={[
          { key: 'budget', label: <Trans>Budget</Trans>, value: formatMoney(budget.budget, symbol) },
          { key: 'transferred', label: <Trans>Transferred</Trans>, value: formatMoney(budget.transferred, symbol) },
          { key: 'spent', label: <Trans>Spent</Trans>, value: formatMoney(budget.spent, symbol) },
          { key: 'remaining', label: <Trans>Remaining</Trans>, value: formatMoney(budget.remaining, symbol) },
          { key: 'burn', label: <Trans>Budget used</Trans>, value: formatOptionalPercent(budget.burn_percent) },
          { key: 'transferred-burn', label: <Trans>Transferred money used</Trans>, value: formatOptionalPercent(budget.transferred_burn_percent) },
        ]}
      />
      <TrackingTable label={t`Budget by category`} columns={columns} rows={budget.by_category} rowKey={(category) => category.category} empty={null} />
    </TrackingSection>
  );
}

/** The installments agreed: share, amount, where the request stands, and when the money was transferred. */
export function ReportInstallmentsSection({
  installments,
  symbol,
  title,
  empty,
}: {
  installments: readonly ProjectBatch[];
  symbol: string;
  title?: string;
  /** What an empty list says. */
  empty?: ReactNode;
}) {
  const { t } = useLingui();
  const installment = installmentColumns(symbol);
  const columns: TrackingColumn<ProjectBatch>[] = [
    installment.title,
    { id: 'share', header: msg`Share`, look: 'number', cell: (batch) => formatPercent(batch.percent) },
    installment.amount,
    installment.status,
    installment.transferredOn,
  ];
  return (
    <TrackingSection title={title ?? t`Installments`}>
      <TrackingTable
        label={title ?? t`Installments`}
        columns={columns}
        rows={installments}
        rowKey={(batch) => batch.id}
        empty={<EmptyState title={empty ?? <Trans>No installment</Trans>} />}
      />
    </TrackingSection>
  );
}
