import { Trans, useLingui } from '@lingui/react/macro';
import type { NgoContact } from '#contract/ngos';
import { organisationContactInputSchema } from '#contract/partner-organisation';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useSaveContact } from '../api/contacts';

/** Adds a contact person, or edits `contact`: name, position, email and phone, all required. */
export function ContactDialog({ contact, onClose }: { contact: NgoContact | null; onClose: () => void }) {
  const { t } = useLingui();
  const form = useContractForm(organisationContactInputSchema, {
    name: contact?.name ?? '',
    position: contact?.position ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  });
  const save = useSaveContact(contact?.id ?? null);
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose, onError: (error) => showFormError(form, error) }));
  return (
    <FormDialog title={contact ? <Trans>Edit contact</Trans> : <Trans>Add contact</Trans>} busy={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" />
      <TextField control={form.control} name="position" label={t`Position`} required autoComplete="off" />
      <TextField control={form.control} name="email" label={t`Email`} type="email" required autoComplete="off" dir="ltr" />
      <TextField control={form.control} name="phone" label={t`Phone`} type="tel" required autoComplete="off" dir="ltr" />
    </FormDialog>
  );
}
