import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { RoleOption } from '#contract/roles';
import { changeUserRoleSchema, type User } from '#contract/users';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useChangeUserRole } from '../api/change-user-role';
import { RolePicker } from './role-picker';

const useStyles = makeStyles({ surface: { maxWidth: '600px' } });

type ChangeRoleDialogProps = {
  user: User;
  roles: readonly RoleOption[] | undefined;
  onClose: () => void;
};

/** Give a user another role. Errors (the user's own account, a role gone meanwhile) come from the central toast. */
export function ChangeRoleDialog({ user, roles, onClose }: ChangeRoleDialogProps) {
  const styles = useStyles();
  const form = useContractForm(changeUserRoleSchema, { role_id: user.role_id ?? 0 });
  const changeRole = useChangeUserRole();
  const name = user.name;

  const submit = form.handleSubmit(({ role_id }) =>
    changeRole.mutate({ userId: user.id, roleId: role_id }, { onSuccess: onClose }),
  );

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || changeRole.isPending ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              <Trans>Change the role of {name}</Trans>
            </DialogTitle>
            <DialogContent>
              <RolePicker control={form.control} name="role_id" roles={roles} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={changeRole.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <OnlineButton appearance="primary" type="submit" disabled={changeRole.isPending}>
                <Trans>Save</Trans>
              </OnlineButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
