import {
  Badge,
  Button,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, ClockRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, useId } from 'react';
import type { ProjectBatch } from '#contract/project-tracking';
import { batchMovesOf, type BatchMove } from '#contract/installment-moves';
import { batchLogQuery } from '../../api/get-batch-logs';
import type { BatchStatusPayload } from '../../api/project-queued';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { BatchLogTable } from './batch-log-table';
import { BatchRequestDetails } from './batch-request-details';
import { BATCH_MOVE_TEXTS } from './batch-move-labels';
import { InstallmentFigureCells, InstallmentFigureHeaders } from './installment-figure-cells';
import { useMoneyTableStyles } from './money-table-styles';
import { ScrollRegion } from '@/ui/scroll-region';

const COLUMNS = 8;

const useStyles = makeStyles({
  titleCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  logCell: { backgroundColor: tokens.colorNeutralBackground2, paddingBlock: tokens.spacingVerticalM, paddingInline: tokens.spacingHorizontalL },
});

type BatchTableProps = {
  projectId: number;
  batches: readonly ProjectBatch[];
  currencySymbol: string;
  /** Whether this user may move statuses (manage_grants, in charge, project running). */
  canMove: boolean;
  /** The user's moves still waiting in the outbox, by installment. */
  pendingMoves: (batchId: number) => readonly BatchStatusPayload[];
  onMove: (batch: ProjectBatch, move: BatchMove) => void;
};

/**
 * Every installment's request and transfer (spec section 4's labels and colours), the moves staff may make on it,
 * and its log in a row that opens below it. A move waiting to be sent replaces the buttons: the status changes
 * once the server has it.
 */
export function BatchTable({ projectId, batches, currencySymbol, canMove, pendingMoves, onMove }: BatchTableProps) {
  const tableStyles = useMoneyTableStyles();
  const captionId = useId();
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const mirrored = useMirroredInRtl();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ScrollRegion labelledBy={captionId}>
      <Table size="small" className={tableStyles.table}>
        <caption id={captionId} className={tableStyles.caption}>
          <Trans>Each installment’s request and transfer. Open a row to read the organisation’s justification and files, and who changed it and when.</Trans>
        </caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Installment</Trans>
            </TableHeaderCell>
            <InstallmentFigureHeaders />
            <TableHeaderCell colSpan={2}>
              <Trans>Actions</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {batches.map((batch) => {
            const title = batch.title;
            const expanded = open.has(batch.id);
            const waiting = pendingMoves(batch.id);
            const moves = canMove && waiting.length === 0 ? batchMovesOf(batch) : [];
            const logId = `batch-log-${batch.id}`;
            return (
              <Fragment key={batch.id}>
                <TableRow>
                  <TableCell>
                    <span className={styles.titleCell}>
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular className={mirrored} />}
                        aria-expanded={expanded}
                        aria-controls={expanded ? logId : undefined}
                        aria-label={t`Log of ${title}`}
                        onClick={() => toggle(batch.id)}
                      />
                      <span dir="auto">{title}</span>
                    </span>
                  </TableCell>
                  <InstallmentFigureCells percent={batch.percent} amount={batch.amount} currencySymbol={currencySymbol} batch={batch} />
                  <TableCell colSpan={2}>
                    <div className={styles.actions}>
                      {waiting.map((payload, index) => {
                        const move = i18n._(BATCH_MOVE_TEXTS[payload.move].button);
                        return (
                          // The same move may wait twice (queued again after a refusal); their order is their identity.
                          <Badge key={index} appearance="tint" color="informative" icon={<ClockRegular />}>
                            <Trans>{move}: waiting to be sent</Trans>
                          </Badge>
                        );
                      })}
                      {moves.map((move) => {
                        const label = i18n._(BATCH_MOVE_TEXTS[move].button);
                        return (
                          <Button key={move} size="small" appearance={move === 'transfer' ? 'primary' : 'secondary'} aria-label={t`${label} ${title}`} onClick={() => onMove(batch, move)}>
                            {label}
                          </Button>
                        );
                      })}
                      {waiting.length === 0 && moves.length === 0 ? <span className={tableStyles.muted}>—</span> : null}
                    </div>
                  </TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS} className={styles.logCell} id={logId}>
                      <BatchLogPanel projectId={projectId} batch={batch} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** What came with the request (justification, files, transfer), then the installment's log. */
function BatchLogPanel({ projectId, batch }: { projectId: number; batch: ProjectBatch }) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <BatchRequestDetails batch={batch} />
      <BatchLog projectId={projectId} batch={batch} />
    </div>
  );
}

/** One installment's log, read when its row is opened (and kept on the device for the next time). */
function BatchLog({ projectId, batch }: { projectId: number; batch: ProjectBatch }) {
  const { t } = useLingui();
  const logs = useQuery({ ...batchLogQuery(projectId, batch.id), meta: { silentErrors: true } });
  const title = batch.title;
  if (logs.data) {
    if (logs.data.length === 0) return <Trans>No change recorded yet.</Trans>;
    return <BatchLogTable logs={logs.data} caption={<Trans>Changes of {title}, newest first</Trans>} />;
  }
  if (logs.error) return <SectionLoadError error={logs.error} />;
  return (
    <Skeleton aria-label={t`Loading the log of ${title}`}>
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  );
}
