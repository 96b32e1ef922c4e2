import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { PERMISSIONS, type Permission } from '#contract/enums';
import { roleInputSchema, type Role } from '#contract/roles';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { useFieldMessage } from '@/ui/form/field-message';
import { useContractForm } from '@/ui/form/use-contract-form';
import { showFormError } from '@/ui/form/show-form-error';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PERMISSION_LABELS } from '../permission-labels';

const useStyles = makeStyles({
  permissions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  description: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type RoleFormDialogProps = {
  /** The role to edit; none to create one. */
  role?: Role | undefined;
  onClose: () => void;
};

/** Create or edit a role: its name and a checkbox per permission. Mounted only while open, so it starts fresh. */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const form = useContractForm(roleInputSchema, { name: role?.name ?? '', permissions: role?.permissions ?? [] });
  const { field: permissionsField, fieldState } = useController({ control: form.control, name: 'permissions' });
  const create = useCreateRole();
  const update = useUpdateRole();
  const busy = create.isPending || update.isPending;
  const chosen: readonly Permission[] = permissionsField.value ?? [];

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose, onError: (error: unknown) => showFormError(form, error) };
    if (role) update.mutate({ id: role.id, ...values }, options);
    else create.mutate(values, options);
  });

  const toggle = (permission: Permission, checked: boolean) =>
    permissionsField.onChange(
      PERMISSIONS.filter((candidate) => (candidate === permission ? checked : chosen.includes(candidate))),
    );

  const permissionsError = describe(fieldState.error?.message, 'permissions');

  return (
    <FormDialog
      title={role ? <Trans>Edit role</Trans> : <Trans>Add role</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField control={form.control} name="name" label={t`Name`} required autoFocus />
      <Field label={t`Permissions`} validationMessage={permissionsError} validationState={permissionsError ? 'error' : 'none'}>
        <div className={styles.permissions} role="group" aria-label={t`Permissions`}>
          {PERMISSIONS.map((permission) => (
            <Checkbox
              key={permission}
              checked={chosen.includes(permission)}
              onChange={(_, data) => toggle(permission, data.checked === true)}
              label={
                <>
                  {i18n._(PERMISSION_LABELS[permission].label)}
                  <span className={styles.description}>{i18n._(PERMISSION_LABELS[permission].description)}</span>
                </>
              }
            />
          ))}
        </div>
      </Field>
    </FormDialog>
  );
}
