import { Badge, TableCell, TableHeaderCell } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ProjectBatch } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { RequestStatusChip, TransferStatusChip } from './batch-status-chip';
import { useMoneyTableStyles } from './money-table-styles';

/** The headers of InstallmentFigureCells, in their order. */
export function InstallmentFigureHeaders() {
  const styles = useMoneyTableStyles();
  return (
    <>
      <TableHeaderCell className={styles.numberHeader}>
        <Trans>Percent</Trans>
      </TableHeaderCell>
      <TableHeaderCell className={styles.numberHeader}>
        <Trans>Amount</Trans>
      </TableHeaderCell>
      <TableHeaderCell>
        <Trans>Request status</Trans>
      </TableHeaderCell>
      <TableHeaderCell>
        <Trans>Transfer status</Trans>
      </TableHeaderCell>
      <TableHeaderCell>
        <Trans>Transferred on</Trans>
      </TableHeaderCell>
    </>
  );
}

type InstallmentFigureCellsProps = {
  percent: number;
  amount: number;
  currencySymbol: string;
  /** The installment as the server has it; null for a new one still waiting in the outbox, which has no status yet. */
  batch: Pick<ProjectBatch, 'request_status' | 'transfer_status' | 'transferred_at'> | null;
};

/**
 * What the installments page and the expenditure batches page both show of an installment after its title: its
 * share, its amount, its request and transfer statuses (spec section 4's colours) and the day it was transferred.
 */
export function InstallmentFigureCells({ percent, amount, currencySymbol, batch }: InstallmentFigureCellsProps) {
  const styles = useMoneyTableStyles();
  const formatDate = useDateFormatter();
  return (
    <>
      <TableCell className={styles.number}>{formatPercent(percent)}</TableCell>
      <TableCell className={styles.number}>
        <bdi>{formatMoney(amount, currencySymbol)}</bdi>
      </TableCell>
      <TableCell>
        {batch ? (
          <RequestStatusChip status={batch.request_status} />
        ) : (
          <Badge appearance="outline" color="informative">
            <Trans>New, waiting to be sent</Trans>
          </Badge>
        )}
      </TableCell>
      <TableCell>{batch ? <TransferStatusChip status={batch.transfer_status} /> : null}</TableCell>
      <TableCell>{batch?.transferred_at ? formatDate(calendarDay(batch.transferred_at)) : <span className={styles.muted}>—</span>}</TableCell>
    </>
  );
}
