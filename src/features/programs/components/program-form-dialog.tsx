import { Switch } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { programInputSchema, type Program } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useCreateProgram } from '../api/create-program';
import { useUpdateProgram } from '../api/update-program';
import { ManagerPicker } from './manager-picker';

type ProgramFormDialogProps = {
  /** The initiative to edit; none to create one. */
  program?: Program | undefined;
  /** The funder's users for the manager picker; undefined while they load. */
  users: readonly UserOption[] | undefined;
  onClose: () => void;
};

/** Create or edit an initiative: title, reference, manager and the strategic switch. Mounted only while open. */
export function ProgramFormDialog({ program, users, onClose }: ProgramFormDialogProps) {
  const { t } = useLingui();
  const form = useContractForm(programInputSchema, {
    title: program?.title ?? '',
    reference_id: program?.reference_id ?? '',
    manager_id: program?.manager_id ?? null,
    strategic: program?.strategic ?? false,
  });
  const { field: strategic } = useController({ control: form.control, name: 'strategic' });
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose, onError: (error: unknown) => showFormError(form, error) };
    if (program) update.mutate({ id: program.id, ...values }, options);
    else create.mutate(values, options);
  });

  return (
    <FormDialog
      title={program ? <Trans>Edit initiative</Trans> : <Trans>New initiative</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField control={form.control} name="title" label={t`Title`} required autoFocus autoComplete="off" />
      <TextField
        control={form.control}
        name="reference_id"
        label={t`Reference`}
        hint={t`The funder's own code for this initiative, if it has one.`}
        autoComplete="off"
        dir="auto"
      />
      <ManagerPicker control={form.control} name="manager_id" users={users} />
      <Switch
        checked={strategic.value === true}
        onChange={(_, data) => strategic.onChange(data.checked)}
        label={t`Strategic initiative`}
      />
    </FormDialog>
  );
}
