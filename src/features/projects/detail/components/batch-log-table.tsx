import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { BatchLog } from '#contract/project-tracking';
import { DATE_TIME_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { RequestStatusChip, TransferStatusChip } from './batch-status-chip';
import { useMoneyTableStyles } from './money-table-styles';
import { ScrollRegion } from '@/ui/scroll-region';

type BatchLogTableProps = {
  logs: readonly BatchLog[];
  caption: ReactNode;
  /** The whole project's log names the installment of each change; one installment's does not need to. */
  withInstallment?: boolean;
};

/** Who changed an installment's statuses and when (newest first): the statuses after each change, and its note. */
export function BatchLogTable({ logs, caption, withInstallment = false }: BatchLogTableProps) {
  const styles = useMoneyTableStyles();
  const captionId = useId();
  const formatDate = useDateFormatter();
  return (
    <ScrollRegion labelledBy={captionId}>
      <Table size="small">
        <caption id={captionId} className={styles.caption}>{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>When</Trans>
            </TableHeaderCell>
            {withInstallment ? (
              <TableHeaderCell>
                <Trans>Installment</Trans>
              </TableHeaderCell>
            ) : null}
            <TableHeaderCell>
              <Trans>By</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Request status</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Transfer status</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Note</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {logs.map((log) => (
            <TableRow key={log.id}>
              <TableCell className={styles.number}>{formatDate(log.created_at, DATE_TIME_FORMAT)}</TableCell>
              {withInstallment ? <TableCell dir="auto">{log.batch_title}</TableCell> : null}
              <TableCell>
                <bdi>{log.actor.name}</bdi>
                {log.actor.ngo_user ? (
                  <Caption1 className={styles.muted}>
                    {' '}
                    <Trans>(organisation)</Trans>
                  </Caption1>
                ) : null}
                {log.on_behalf ? (
                  <Caption1 className={styles.muted}>
                    {' '}
                    <Trans>(on behalf of the organisation)</Trans>
                  </Caption1>
                ) : null}
              </TableCell>
              <TableCell>
                <RequestStatusChip status={log.request_status} />
              </TableCell>
              <TableCell>
                <TransferStatusChip status={log.transfer_status} />
              </TableCell>
              <TableCell dir="auto">{log.note ?? <span className={styles.muted}>—</span>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
