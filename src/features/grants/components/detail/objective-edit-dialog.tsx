import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { objectiveInputSchema } from '#contract/programs';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';

const useStyles = makeStyles({ surface: { maxWidth: '600px' } });

type ObjectiveEditDialogProps = {
  title: string;
  /** Queues the new title; the dialog waits a moment for the server and keeps a refusal (decision 143). */
  onSave: (title: string) => Promise<OutboxRecord>;
  onClose: () => void;
};

/** Renames an objective. Mounted only while open, so it starts from the objective's current title. */
export function ObjectiveEditDialog({ title, onSave, onClose }: ObjectiveEditDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(objectiveInputSchema, { title });
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    if (values.title === title) return onClose();
    await submitQueued(onSave(values.title));
  });
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              <Trans>Edit objective</Trans>
            </DialogTitle>
            <DialogContent>
              <TextField control={form.control} name="title" label={t`Title`} required autoFocus multiline dir="auto" />
              <FormRefusal control={form.control} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
                <Trans>Save</Trans>
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
