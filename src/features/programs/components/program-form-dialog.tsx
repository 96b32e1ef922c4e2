import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { programInputSchema, type Program } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useCreateProgram } from '../api/create-program';
import { useUpdateProgram } from '../api/update-program';
import { ManagerPicker } from './manager-picker';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type ProgramFormDialogProps = {
  /** The initiative to edit; none to create one. */
  program?: Program | undefined;
  /** The funder's users for the manager picker; undefined while they load. */
  users: readonly UserOption[] | undefined;
  onClose: () => void;
};

/** Create or edit an initiative: title, reference, manager and the strategic switch. Mounted only while open. */
export function ProgramFormDialog({ program, users, onClose }: ProgramFormDialogProps) {
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{program ? <Trans>Edit initiative</Trans> : <Trans>New initiative</Trans>}</DialogTitle>
            <DialogContent className={styles.form}>
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
