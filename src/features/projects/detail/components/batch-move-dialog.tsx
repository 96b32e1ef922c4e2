import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { batchStatusInputSchema, type ProjectBatch } from '#contract/project-tracking';
import { todayIso } from '#contract/partner-proposals';
import type { Project } from '#contract/projects';
import { batchMoveChange, type BatchMove } from '#contract/installment-moves';
import { queueBatchMove } from '../../api/set-batch-status';
import { formatMoney } from '@/lib/format-money';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { FormRefusal } from '@/ui/form/form-refusal';
import { DateField } from '@/ui/form/date/date-field';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { BATCH_MOVE_TEXTS } from './batch-move-labels';
import { BatchRequestLine } from './batch-request-line';

const useStyles = makeStyles({
  subject: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  transfer: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
});


type BatchMoveDialogProps = {
  project: Project;
  /** The project's version the user saw (the installments answer's), sent as If-Match. */
  version: number;
  batch: ProjectBatch;
  move: BatchMove;
  onClose: () => void;
};

/**
 * Confirms one move of an installment, with an optional note for its log, checked with the contract's input schema
 * (the server checks it again). A decision says who asked for the installment and when, as recorded; a transfer says
 * that it is final and records the day the money left and the bank's reference (issue 14 item 4). Queued in the outbox, so it works offline.
 */
export function BatchMoveDialog({ project, version, batch, move, onClose }: BatchMoveDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const form = useContractForm(batchStatusInputSchema, {
    ...batchMoveChange(move),
    note: '',
    ...(move === 'transfer' ? { transfer_date: todayIso(), transfer_reference: '' } : {}),
  });
  const texts = BATCH_MOVE_TEXTS[move];
  const amount = formatMoney(batch.amount, project.cur_symbol);
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    const transfer = { transfer_date: values.transfer_date ?? null, transfer_reference: values.transfer_reference };
    await submitQueued(queueBatchMove(project, version, batch, move, values.note, transfer), {
      offlineNotice: msg`You are offline. The change will be sent when the connection is back; the status changes once the server confirms it.`,
    });
  });
  return (
    <FormDialog
      title={i18n._(texts.title)}
      submitLabel={i18n._(texts.button)}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      <div className={styles.subject}>
        <Text weight="semibold" dir="auto">
          {batch.title}
        </Text>
        <Text>
          <Trans>
            Amount: <bdi>{amount}</bdi>
          </Trans>
        </Text>
      </div>
      {move === 'request' ? null : <BatchRequestLine requested={batch.requested} organisation={project.ngo.name} />}
      {move === 'transfer' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{i18n._(texts.explain)}</MessageBarBody>
        </MessageBar>
      ) : (
        <Text>{i18n._(texts.explain)}</Text>
      )}
      {move === 'transfer' ? (
        <div className={styles.transfer}>
          <DateField control={form.control} name="transfer_date" label={t`Transfer date`} required max={todayIso()} />
          <TextField control={form.control} name="transfer_reference" label={t`Transfer reference (optional)`} dir="auto" />
        </div>
      ) : null}
      <TextField control={form.control} name="note" label={t`Note for the log (optional)`} multiline dir="auto" />
    </FormDialog>
  );
}
