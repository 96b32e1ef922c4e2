import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { objectiveInputSchema, type ProgramObjective } from '#contract/programs';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useCreateProgramObjective } from '../api/create-objective';
import { useUpdateProgramObjective } from '../api/update-objective';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type ObjectiveFormDialogProps = {
  programId: number;
  /** The objective to edit; none to add one. */
  objective?: ProgramObjective | undefined;
  onClose: () => void;
};

/** Add or reword one of the initiative's objectives. Mounted only while open. */
export function ObjectiveFormDialog({ programId, objective, onClose }: ObjectiveFormDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(objectiveInputSchema, { title: objective?.title ?? '' });
  const create = useCreateProgramObjective();
  const update = useUpdateProgramObjective();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose, onError: (error: unknown) => showFormError(form, error) };
    if (objective) update.mutate({ programId, objectiveId: objective.id, ...values }, options);
    else create.mutate({ programId, ...values }, options);
  });

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{objective ? <Trans>Edit objective</Trans> : <Trans>Add objective</Trans>}</DialogTitle>
            <DialogContent className={styles.form}>
              <TextField control={form.control} name="title" label={t`Objective`} required multiline autoFocus dir="auto" />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <OnlineButton appearance="primary" type="submit" disabled={busy}>
                <Trans>Save</Trans>
              </OnlineButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
