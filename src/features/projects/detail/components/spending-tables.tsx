import { Button } from '@fluentui/react-components';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BudgetLine, InstallmentSpending } from '#contract/project-tracking';
import { categoryColumn, installmentColumns, moneyColumn, monthColumn, remainingColumn, usedColumn } from './money-columns';
import { type MonthMoney } from './spending-figures';
import { MONTH_FORMAT, NO_FIGURE, monthStart } from './tracking-format';
import { TrackingTable, type TrackingColumn } from './tracking-table';

/** Opens a budget line's spending entries. */
function EntriesButton({ description, onOpen }: { description: string; onOpen: () => void }) {
  const { t } = useLingui();
  return <Button size="small" appearance="subtle" icon={<DocumentBulletListRegular />} aria-label={t`Entries of ${description}`} onClick={onOpen} />;
}

function entriesColumn(onDetails: (line: BudgetLine) => void): TrackingColumn<BudgetLine> {
  return { id: 'entries', header: msg`Entries`, cell: (line) => <EntriesButton description={line.description} onOpen={() => onDetails(line)} /> };
}

/** Every budget line planned against spent; a line spent beyond its plan shows its negative remainder in red. */
export function BudgetLinesTable({ lines, symbol, onDetails }: { lines: readonly BudgetLine[]; symbol: string; onDetails: (line: BudgetLine) => void }) {
  const { t } = useLingui();
  const planned = lines.reduce((sum, line) => sum + line.planned, 0);
  const spent = lines.reduce((sum, line) => sum + line.spent, 0);
  const columns: TrackingColumn<BudgetLine>[] = [
    categoryColumn(),
    { id: 'description', header: msg`Description`, look: 'sentence', cell: (line) => line.description },
    moneyColumn('planned', msg`Planned`, symbol, (line) => line.planned, planned),
    moneyColumn('spent', msg`Spent`, symbol, (line) => line.spent, spent),
    remainingColumn(symbol, (line) => line.remaining, planned - spent),
    usedColumn((line) => line.burn_percent, planned === 0 ? null : Math.round((spent / planned) * 1000) / 10),
    {
      id: 'last-spending',
      header: msg`Last spending`,
      look: 'nowrap',
      cell: (line, { formatDate }) => (line.last_month ? formatDate(monthStart(line.last_month), MONTH_FORMAT) : NO_FIGURE),
    },
    entriesColumn(onDetails),
  ];
  return <TrackingTable label={t`Budget lines`} columns={columns} rows={lines} rowKey={(line) => line.id} />;
}

/** Each installment: its request and transfer, and how much of it has been spent. */
export function InstallmentSpendingTable({ installments, symbol }: { installments: readonly InstallmentSpending[]; symbol: string }) {
  const { t } = useLingui();
  const installment = installmentColumns(symbol);
  const columns: TrackingColumn<InstallmentSpending>[] = [
    installment.title,
    installment.amount,
    installment.status,
    installment.transferredOn,
    moneyColumn('spent', msg`Spent`, symbol, (row) => row.spent),
    remainingColumn(symbol, (row) => row.remaining),
    usedColumn((row) => row.burn_percent),
  ];
  return <TrackingTable label={t`Spending by installment`} columns={columns} rows={installments} rowKey={(row) => row.batch_id} />;
}

/** Month by month: spent that month, spent to date, and transferred to date. */
export function MonthlySpendingTable({ months, symbol }: { months: readonly MonthMoney[]; symbol: string }) {
  const { t } = useLingui();
  const columns: TrackingColumn<MonthMoney>[] = [
    monthColumn(),
    moneyColumn('spent', msg`Spent that month`, symbol, (month) => month.spent),
    moneyColumn('spent-to-date', msg`Spent to date`, symbol, (month) => month.spentToDate),
    moneyColumn('transferred-to-date', msg`Transferred to date`, symbol, (month) => month.transferredToDate),
  ];
  return <TrackingTable label={t`Spending by month`} columns={columns} rows={months} rowKey={(month) => month.month} maxHeight="list" />;
}
