import { Trans, useLingui } from '@lingui/react/macro';
import type { RoleOption } from '#contract/roles';
import { inviteUserSchema } from '#contract/users';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { showFormError } from '@/ui/form/show-form-error';
import { useInviteUser } from '../api/invite-user';
import { RolePicker } from './role-picker';

type InviteUserDialogProps = {
  roles: readonly RoleOption[] | undefined;
  onClose: () => void;
};

/** Invite a colleague by name, email and role; they get a mail with a link to set their password. */
export function InviteUserDialog({ roles, onClose }: InviteUserDialogProps) {
  const { t } = useLingui();
  // role_id starts empty: the contract's positiveId rule reports "Role is required" until one is chosen.
  const form = useContractForm(inviteUserSchema, { name: '', email: '', role_id: 0 });
  const invite = useInviteUser();

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: onClose, onError: (error) => showFormError(form, error) }),
  );

  return (
    <FormDialog
      title={<Trans>Invite user</Trans>}
      submitLabel={<Trans>Send invitation</Trans>}
      busy={invite.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" />
      <TextField control={form.control} name="email" label={t`Email`} type="email" required autoComplete="off" dir="ltr" />
      <RolePicker control={form.control} name="role_id" roles={roles} />
    </FormDialog>
  );
}
