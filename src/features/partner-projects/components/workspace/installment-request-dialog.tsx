import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { installmentRequestInputSchema, type WorkspaceInstallment } from '#contract/partner-projects';
import { formatMoney } from '@/lib/format-money';
import { UPLOAD_OUTCOME_WAIT_MS } from '@/offline/outbox';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { showRefusal } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { queueInstallmentRequest } from '../../api/installment-actions';
import type { PartnerProjectRef } from '../../api/partner-project-queued';
import { InstallmentFilesField } from './installment-files-field';

const useStyles = makeStyles({ subject: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS } });

type InstallmentRequestDialogProps = { project: PartnerProjectRef; installment: WorkspaceInstallment; currencySymbol: string; onClose: () => void };

/**
 * Asking the funder for the next installment (issue 14 item 4): why now (required) and up to five supporting files,
 * checked before anything is queued. Queued with its files, so a request written offline is sent when the
 * connection is back; the installment shows "Requested" once the server has it.
 */
export function InstallmentRequestDialog({ project, installment, currencySymbol, onClose }: InstallmentRequestDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const form = useContractForm(installmentRequestInputSchema, { batch_id: installment.id, justification: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [fileRefusal, setFileRefusal] = useState<string | undefined>();
  const submitQueued = useQueuedSubmit();
  const amount = formatMoney(installment.amount, currencySymbol);

  const submit = form.handleSubmit(async (values) => {
    const outcome = await submitQueued(queueInstallmentRequest(project, installment, values.justification, files), {
      offlineNotice: msg`You are offline. Your request is kept on this device and will be sent when the connection is back.`,
      timeoutMs: UPLOAD_OUTCOME_WAIT_MS,
    });
    if (outcome.outcome === 'unsaved') return;
    if (outcome.outcome !== 'rejected') return onClose();
    // A refusal stays in the dialog with what was written and chosen (decision 143).
    const { files: fileMessages, file: oneFile, ...others } = outcome.error.fields ?? {};
    setFileRefusal([...(fileMessages ?? []), ...(oneFile ?? [])][0]);
    showRefusal(form, { entity: outcome.entity, error: { ...outcome.error, fields: others } }, i18n);
  });

  return (
    <FormDialog
      title={<Trans>Request an installment</Trans>}
      submitLabel={<Trans>Send the request</Trans>}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      <div className={styles.subject}>
        <Text weight="semibold" dir="auto">
          {installment.title}
        </Text>
        <Text>
          <Trans>
            Amount: <bdi>{amount}</bdi>
          </Trans>
        </Text>
      </div>
      <TextField
        control={form.control}
        name="justification"
        label={t`Justification`}
        hint={t`Why you need this installment now: what was done with the previous ones and what this one will pay for.`}
        required
        multiline
        dir="auto"
        autoFocus
      />
      <InstallmentFilesField
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setFileRefusal(undefined);
        }}
        disabled={form.formState.isSubmitting}
        serverMessage={fileRefusal}
      />
    </FormDialog>
  );
}
