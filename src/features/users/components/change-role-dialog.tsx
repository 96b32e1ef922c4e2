import { Trans } from '@lingui/react/macro';
import type { RoleOption } from '#contract/roles';
import { changeUserRoleSchema, type User } from '#contract/users';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useChangeUserRole } from '../api/change-user-role';
import { RolePicker } from './role-picker';

type ChangeRoleDialogProps = {
  user: User;
  roles: readonly RoleOption[] | undefined;
  onClose: () => void;
};

/** Give a user another role. Errors (the user's own account, a role gone meanwhile) come from the central toast. */
export function ChangeRoleDialog({ user, roles, onClose }: ChangeRoleDialogProps) {
  const form = useContractForm(changeUserRoleSchema, { role_id: user.role_id ?? 0 });
  const changeRole = useChangeUserRole();
  const name = user.name;

  const submit = form.handleSubmit(({ role_id }) =>
    changeRole.mutate({ userId: user.id, roleId: role_id }, { onSuccess: onClose }),
  );

  return (
    <FormDialog
      title={<Trans>Change the role of {name}</Trans>}
      busy={changeRole.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RolePicker control={form.control} name="role_id" roles={roles} />
    </FormDialog>
  );
}
