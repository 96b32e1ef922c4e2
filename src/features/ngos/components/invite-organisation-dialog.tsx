import { Trans, useLingui } from '@lingui/react/macro';
import { inviteOrganisationSchema } from '#contract/partner-organisation';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useInviteOrganisation } from '../api/invite-organisation';

/**
 * "Invite an organisation": its name and the address of the person who will be its admin, mailed a link to set up
 * the organisation's account (docs/decisions/192-organisation-registration.md).
 */
export function InviteOrganisationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const form = useContractForm(inviteOrganisationSchema, { name: '', email: '' });
  const invite = useInviteOrganisation();
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: onClose, onError: (error) => showFormError(form, error) }));
  return (
    <FormDialog title={<Trans>Invite an organisation</Trans>} submitLabel={<Trans>Send invitation</Trans>} busy={invite.isPending} onSubmit={submit} onClose={onClose}>
      <TextField control={form.control} name="name" label={t`Organisation name`} required autoFocus autoComplete="off" />
      <TextField
        control={form.control}
        name="email"
        label={t`Email`}
        type="email"
        required
        autoComplete="off"
        dir="ltr"
        hint={t`The person at this address becomes the organisation's admin.`}
      />
    </FormDialog>
  );
}
