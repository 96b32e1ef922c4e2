import { makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ProjectBatch } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { formatMoney } from '@/lib/format-money';
import { BatchStatusChips } from './batch-status-chip';
import { MONTH_FORMAT, NO_FIGURE, formatOptionalPercent, monthStart } from './tracking-format';
import type { TrackingColumn } from './tracking-table';

/**
 * Columns of the spending page's and the reports' money tables: budget categories planned against spent, months,
 * and installments. Amounts are in the project's currency, so the columns are made for its symbol; a totals cell is
 * given where the table has a totals row.
 */

const useStyles = makeStyles({
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Money left on a line: negative, in red, once more was spent than planned. */
function Remaining({ amount, symbol }: { amount: number; symbol: string }) {
  const styles = useStyles();
  return <span className={amount < 0 ? styles.over : undefined}>{formatMoney(amount, symbol)}</span>;
}

/** The budget category of a line, "Total" in the totals row. */
export function categoryColumn<Row extends { category: string }>(): TrackingColumn<Row> {
  return { id: 'category', header: msg`Category`, look: 'text', cell: (row) => row.category, total: <Trans>Total</Trans> };
}

export function moneyColumn<Row>(id: string, header: MessageDescriptor, symbol: string, amount: (row: Row) => number, total?: number): TrackingColumn<Row> {
  return { id, header, look: 'number', cell: (row) => formatMoney(amount(row), symbol), total: total === undefined ? undefined : formatMoney(total, symbol) };
}

export function remainingColumn<Row>(symbol: string, amount: (row: Row) => number, total?: number): TrackingColumn<Row> {
  return {
    id: 'remaining',
    header: msg`Remaining`,
    look: 'number',
    cell: (row) => <Remaining amount={amount(row)} symbol={symbol} />,
    total: total === undefined ? undefined : <Remaining amount={total} symbol={symbol} />,
  };
}

/** The share of the plan already spent. */
export function usedColumn<Row>(percent: (row: Row) => number | null, total?: number | null): TrackingColumn<Row> {
  return {
    id: 'used',
    header: msg`Used`,
    look: 'number',
    cell: (row) => formatOptionalPercent(percent(row)),
    total: total === undefined ? undefined : formatOptionalPercent(total),
  };
}

/** A month of the project, as "MMM, yyy". */
export function monthColumn<Row extends { month: string }>(): TrackingColumn<Row> {
  return { id: 'month', header: msg`Month`, look: 'nowrap', cell: (row, { formatDate }) => formatDate(monthStart(row.month), MONTH_FORMAT) };
}

type Installment = Pick<ProjectBatch, 'title' | 'amount' | 'request_status' | 'transfer_status' | 'transferred_at'>;

/** An installment in the spending page's and the reports' tables: its title, amount, statuses and transfer day. */
export function installmentColumns(symbol: string) {
  return {
    title: { id: 'title', header: msg`Installment`, look: 'text', cell: (installment) => installment.title },
    amount: moneyColumn<Installment>('amount', msg`Amount`, symbol, (installment) => installment.amount),
    status: {
      id: 'status',
      header: msg`Status`,
      cell: (installment) => <BatchStatusChips requestStatus={installment.request_status} transferStatus={installment.transfer_status} />,
    },
    transferredOn: {
      id: 'transferred-on',
      header: msg`Transferred on`,
      look: 'nowrap',
      cell: (installment, { formatDate }) => (installment.transferred_at ? formatDate(calendarDay(installment.transferred_at.slice(0, 10))) : NO_FIGURE),
    },
  } satisfies Record<string, TrackingColumn<Installment>>;
}
