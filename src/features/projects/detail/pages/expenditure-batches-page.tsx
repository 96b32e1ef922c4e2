import { HistoryRegular, ReceiptMoneyRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { sumMoney } from '#contract/money';
import type { ProjectBatch } from '#contract/project-tracking';
import type { BatchMove } from '#contract/installment-moves';
import { projectBatchLogsQuery } from '../../api/get-batch-logs';
import { projectQuery } from '../../api/get-project';
import { projectInstallmentsQuery } from '../../api/get-project-installments';
import { projectOverviewQuery } from '../../api/get-project-overview';
import { PROJECT_ENTITY } from '../../api/project-cache';
import { projectControls } from '../../api/project-controls';
import { queuedBatchMoves } from '../../api/project-queued';
import { Facts } from '@/ui/facts';
import { PageHeading, PageStack, SectionCard } from '@/ui/page-section';
import { formatCount, formatMoney } from '@/lib/format-money';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import { BatchLogTable } from '../components/batch-log-table';
import { BatchMoveDialog } from '../components/batch-move-dialog';
import { BatchTable } from '../components/batch-table';
import { ProjectChangeNote } from '../components/installments-change-note';

/**
 * Expenditure batches (spec sections 2 to 4): the organisation's request for each installment and its transfer,
 * the moves staff make on them (record a request on the organisation's behalf, approve, negotiate, reject, reopen,
 * transfer: contract/installment-moves.ts), each through the outbox, and the log of every change.
 */
export function ProjectExpenditureBatchesPage({ projectId }: { projectId: number }) {
  const { i18n } = useLingui();
  const me = useRouteContext({ from: '/_app', select: (context) => context.me });
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data: installments } = useSuspenseQuery(projectInstallmentsQuery(projectId));
  const { data: overview } = useSuspenseQuery(projectOverviewQuery(projectId));
  const { data: logs } = useSuspenseQuery(projectBatchLogsQuery(projectId));
  const pending = usePendingRecords(PROJECT_ENTITY, projectId);
  const [moving, setMoving] = useState<{ batch: ProjectBatch; move: BatchMove } | null>(null);
  const block = projectControls(project, overview, me).installments;
  const symbol = project.cur_symbol;
  const batches = installments.batches.toSorted((a, b) => a.position - b.position);
  const awaiting = batches.filter((batch) => batch.request_status === RequestStatus.Requested || batch.request_status === RequestStatus.UnderNegotiation);
  const toTransfer = batches.filter((batch) => batch.request_status === RequestStatus.Approved && batch.transfer_status === TransferStatus.Pending);

  return (
    <PageStack>
      <PageHeading title={i18n._(PROJECT_PAGE_LABELS['expenditure-batches'])} />
      <ProjectChangeNote block={block} status={project.status} />
      <SectionCard headingLevel="h3" title={<Trans>Requests and transfers at a glance</Trans>}>
        <Facts
          facts={[
            { key: 'awaiting', label: <Trans>Requests awaiting a decision</Trans>, value: formatCount(awaiting.length) },
            {
              key: 'approved',
              label: <Trans>Approved, not transferred yet</Trans>,
              value: (
                <>
                  {formatCount(toTransfer.length)} (<bdi>
                    {formatMoney(
                      sumMoney(
                        toTransfer.map((batch) => batch.amount),
                        project.cur_code,
                      ),
                      symbol,
                    )}
                  </bdi>)
                </>
              ),
            },
            { key: 'transferred', label: <Trans>Transferred so far</Trans>, value: <bdi>{formatMoney(installments.transferred_amount, symbol)}</bdi> },
          ]}
        />
      </SectionCard>
      <SectionCard headingLevel="h3" title={<Trans>Installments</Trans>}>
        {batches.length === 0 ? (
          <EmptyState icon={<ReceiptMoneyRegular />} title={<Trans>No installments yet</Trans>}>
            <Trans>The installments are agreed when the proposal is accepted.</Trans>
          </EmptyState>
        ) : (
          <BatchTable
            projectId={projectId}
            batches={batches}
            currencySymbol={symbol}
            canMove={block === null}
            pendingMoves={(batchId) => queuedBatchMoves(pending, batchId)}
            onMove={(batch, move) => setMoving({ batch, move })}
          />
        )}
      </SectionCard>
      <SectionCard headingLevel="h3" title={<Trans>Log of the project’s installments</Trans>}>
        {logs.length === 0 ? (
          <EmptyState icon={<HistoryRegular />} title={<Trans>No change recorded yet</Trans>} />
        ) : (
          <BatchLogTable logs={logs} withInstallment caption={<Trans>Every change of the installments’ statuses, newest first</Trans>} />
        )}
      </SectionCard>
      {moving ? (
        <BatchMoveDialog project={project} version={installments.version} batch={moving.batch} move={moving.move} onClose={() => setMoving(null)} />
      ) : null}
    </PageStack>
  );
}

export function loadProjectExpenditureBatchesPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(projectInstallmentsQuery(projectId)),
    queryClient.ensureQueryData(projectOverviewQuery(projectId)),
    queryClient.ensureQueryData(projectBatchLogsQuery(projectId)),
  ]);
}
