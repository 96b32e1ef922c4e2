import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { batchStatusInputSchema, type ProjectBatch } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { batchMoveChange, type BatchMove } from '#contract/installment-moves';
import { queueBatchMove } from '@/features/projects/api/set-batch-status';
import { formatMoney } from '@/lib/format-money';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { BATCH_MOVE_TEXTS } from './batch-move-labels';
import { BatchRequestLine } from './batch-request-line';

const useStyles = makeStyles({ subject: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS } });

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
 * that it is final. Queued in the outbox, so it works offline.
 */
export function BatchMoveDialog({ project, version, batch, move, onClose }: BatchMoveDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const form = useContractForm(batchStatusInputSchema, { ...batchMoveChange(move), note: '' });
  const texts = BATCH_MOVE_TEXTS[move];
  const amount = formatMoney(batch.amount, project.cur_symbol);
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    await submitQueued(queueBatchMove(project, version, batch, move, values.note), {
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
      <TextField control={form.control} name="note" label={t`Note for the log (optional)`} multiline dir="auto" />
    </FormDialog>
  );
}
