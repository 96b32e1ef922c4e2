import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { dueDiligenceReviewInputSchema } from '#contract/partner-due-diligence';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';

const useStyles = makeStyles({ surface: { maxWidth: '600px' } });

type ReturnDocumentDialogProps = {
  documentName: string;
  /** Queues the return with its comment; the dialog waits a moment for the server and keeps a refusal (decision 143). */
  onReturn: (comment: string) => Promise<OutboxRecord>;
  onClose: () => void;
};

/** Returns a due-diligence document to the organisation, saying why (the comment is required). */
export function ReturnDocumentDialog({ documentName, onReturn, onClose }: ReturnDocumentDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(dueDiligenceReviewInputSchema, { status: 'returned', comment: '' });
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    await submitQueued(onReturn(values.comment ?? ''));
  });
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              <Trans>
                Return “<span dir="auto">{documentName}</span>”
              </Trans>
            </DialogTitle>
            <DialogContent>
              <TextField
                control={form.control}
                name="comment"
                label={t`What the organization should change`}
                required
                autoFocus
                multiline
                dir="auto"
              />
              <FormRefusal control={form.control} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
                <Trans>Return</Trans>
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
