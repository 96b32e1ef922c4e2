import { Badge, Button, Caption1, Subtitle2, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, ClockRegular, MoneyHandRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PartnerProjectWorkspace, WorkspaceInstallment } from '#contract/partner-projects';
import { BatchLogTable } from '@/features/projects';
import { BatchRequestDetails } from '@/features/projects';
import { RequestStatusChip, TransferStatusChip } from '@/features/projects';
import { SectionCard } from '@/ui/page-section';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { usePendingRecords } from '@/offline/outbox';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { queueInstallmentReceived } from '../../api/installment-actions';
import { PARTNER_PROJECT_ENTITY, queuedInstallmentIds, type PartnerProjectRef } from '../../api/partner-project-queued';
import { InstallmentRequestDialog } from './installment-request-dialog';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0 },
  grow: { flexGrow: 1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type InstallmentItemProps = {
  installment: WorkspaceInstallment;
  symbol: string;
  waiting: boolean;
  onRequest: () => void;
  onConfirm: () => void;
};

function InstallmentItem({ installment, symbol, waiting, onRequest, onConfirm }: InstallmentItemProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const title = installment.title;
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.title} dir="auto">
          {title}
        </Subtitle2>
        <span className={styles.grow}>
          <bdi>{formatMoney(installment.amount, symbol)}</bdi> ({formatPercent(installment.percent)})
        </span>
        <RequestStatusChip status={installment.request_status} />
        <TransferStatusChip status={installment.transfer_status} />
      </div>
      <BatchRequestDetails batch={installment} />
      <div className={styles.actions}>
        {waiting ? (
          <Badge appearance="tint" color="informative" icon={<ClockRegular />}>
            <Trans>Waiting to be sent</Trans>
          </Badge>
        ) : null}
        {!waiting && installment.can_request ? (
          <Button appearance="primary" icon={<MoneyHandRegular />} aria-label={t`Request installment ${title}`} onClick={onRequest}>
            <Trans>Request installment</Trans>
          </Button>
        ) : null}
        {!waiting && installment.can_confirm_receipt ? (
          <Button appearance="primary" icon={<CheckmarkRegular />} aria-label={t`Confirm receipt of ${title}`} onClick={onConfirm}>
            <Trans>Confirm receipt</Trans>
          </Button>
        ) : null}
      </div>
      {installment.log.length > 0 ? (
        <BatchLogTable logs={installment.log} caption={<Trans>Changes of {title}, newest first</Trans>} />
      ) : (
        <Caption1>
          <Trans>No change recorded yet.</Trans>
        </Caption1>
      )}
    </li>
  );
}

/**
 * The installments (issue 14 item 4), in order: their statuses, what was sent with the request, and who changed them
 * and when. The organisation requests the next one (justification and files) and confirms the receipt of a
 * transferred one, both through the outbox; the server says which it may do (can_request, can_confirm_receipt).
 */
export function WorkspaceInstallments({ workspace, project }: { workspace: PartnerProjectWorkspace; project: PartnerProjectRef }) {
  const styles = useStyles();
  const pending = usePendingRecords(PARTNER_PROJECT_ENTITY, project.projectId);
  const waiting = queuedInstallmentIds(pending);
  const [requesting, setRequesting] = useState<WorkspaceInstallment | null>(null);
  const [confirming, setConfirming] = useState<WorkspaceInstallment | null>(null);
  const receipt = useQueuedConfirm();
  const symbol = workspace.project.currency.symbol;
  const installments = workspace.installments.toSorted((a, b) => a.position - b.position);
  const closeReceipt = () => {
    receipt.reset();
    setConfirming(null);
  };
  const confirmingTitle = confirming?.title ?? '';
  const confirmingAmount = confirming ? formatMoney(confirming.amount, symbol) : '';
  return (
    <SectionCard headingLevel="h2" title={<Trans>Installments</Trans>}>
      {installments.length === 0 ? (
        <EmptyState icon={<MoneyHandRegular />} title={<Trans>No installments yet</Trans>}>
          <Trans>The installments are agreed when the proposal is accepted.</Trans>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {installments.map((installment) => (
            <InstallmentItem
              key={installment.id}
              installment={installment}
              symbol={symbol}
              waiting={waiting.has(installment.id)}
              onRequest={() => setRequesting(installment)}
              onConfirm={() => setConfirming(installment)}
            />
          ))}
        </ul>
      )}
      {requesting ? <InstallmentRequestDialog project={project} installment={requesting} currencySymbol={symbol} onClose={() => setRequesting(null)} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={<Trans>Confirm receipt</Trans>}
        confirmLabel={<Trans>Confirm receipt</Trans>}
        busy={receipt.busy}
        refusal={receipt.refusal}
        onConfirm={() => {
          if (confirming) void receipt.confirm(queueInstallmentReceived(project, confirming), { onDone: closeReceipt });
        }}
        onCancel={closeReceipt}
      >
        <Trans>
          Confirm that your organisation received <bdi>{confirmingAmount}</bdi> for “{confirmingTitle}”. The funder is told, and the installment is
          marked as received.
        </Trans>
      </ConfirmDialog>
    </SectionCard>
  );
}
