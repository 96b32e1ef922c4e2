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
import type { RoleOption } from '#contract/roles';
import { inviteUserSchema } from '#contract/users';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { showFormError } from '@/ui/form/show-form-error';
import { useInviteUser } from '../api/invite-user';
import { RolePicker } from './role-picker';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type InviteUserDialogProps = {
  roles: readonly RoleOption[] | undefined;
  onClose: () => void;
};

/** Invite a colleague by name, email and role; they get a mail with a link to set their password. */
export function InviteUserDialog({ roles, onClose }: InviteUserDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  // role_id starts empty: the contract's positiveId rule reports "Role is required" until one is chosen.
  const form = useContractForm(inviteUserSchema, { name: '', email: '', role_id: 0 });
  const invite = useInviteUser();

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: onClose, onError: (error) => showFormError(form, error) }),
  );

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || invite.isPending ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>
              <Trans>Invite user</Trans>
            </DialogTitle>
            <DialogContent className={styles.form}>
              <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" />
              <TextField control={form.control} name="email" label={t`Email`} type="email" required autoComplete="off" dir="ltr" />
              <RolePicker control={form.control} name="role_id" roles={roles} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={invite.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <OnlineButton appearance="primary" type="submit" disabled={invite.isPending}>
                <Trans>Send invitation</Trans>
              </OnlineButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
