import { Dropdown, Field, Option } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { NGO_ROLES, isNgoRole } from '#contract/partner';
import { inviteColleagueSchema } from '#contract/partner-organisation';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { useFieldMessage } from '@/ui/form/field-message';
import { TextField } from '@/ui/form/text-field';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useInviteColleague } from '../api/colleagues';
import { NGO_ROLE_LABELS } from '../ngo-role-labels';

/** The admin invites a colleague by name, email and role; the colleague is mailed a link to set a password. */
export function InviteColleagueDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const form = useContractForm(inviteColleagueSchema, { name: '', email: '', role: 'member' });
  const role = useController({ control: form.control, name: 'role' });
  const roleError = describe(role.fieldState.error?.message, 'role');
  const invite = useInviteColleague();
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: onClose, onError: (error) => showFormError(form, error) }));
  const chosen = isNgoRole(role.field.value) ? role.field.value : undefined;
  return (
    <FormDialog title={<Trans>Invite a colleague</Trans>} submitLabel={<Trans>Send invitation</Trans>} busy={invite.isPending} onSubmit={submit} onClose={onClose}>
      <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" />
      <TextField control={form.control} name="email" label={t`Email`} type="email" required autoComplete="off" dir="ltr" />
      <Field label={t`Role`} required validationMessage={roleError} validationState={roleError ? 'error' : 'none'}>
        <Dropdown
          value={chosen ? i18n._(NGO_ROLE_LABELS[chosen]) : ''}
          selectedOptions={chosen ? [chosen] : []}
          onOptionSelect={(_, data) => role.field.onChange(data.optionValue)}
          onBlur={role.field.onBlur}
        >
          {NGO_ROLES.map((value) => (
            <Option key={value} value={value}>
              {i18n._(NGO_ROLE_LABELS[value])}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </FormDialog>
  );
}
