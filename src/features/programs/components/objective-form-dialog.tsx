import { Trans, useLingui } from '@lingui/react/macro';
import { objectiveInputSchema, type ProgramObjective } from '#contract/programs';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useCreateProgramObjective } from '../api/create-objective';
import { useUpdateProgramObjective } from '../api/update-objective';

type ObjectiveFormDialogProps = {
  programId: number;
  /** The objective to edit; none to add one. */
  objective?: ProgramObjective | undefined;
  onClose: () => void;
};

/** Add or reword one of the initiative's objectives. Mounted only while open. */
export function ObjectiveFormDialog({ programId, objective, onClose }: ObjectiveFormDialogProps) {
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
    <FormDialog
      title={objective ? <Trans>Edit objective</Trans> : <Trans>Add objective</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField control={form.control} name="title" label={t`Objective`} required multiline autoFocus dir="auto" />
    </FormDialog>
  );
}
