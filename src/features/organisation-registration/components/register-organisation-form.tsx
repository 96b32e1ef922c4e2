import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { registerOrganisationSchema } from '#contract/partner-organisation';
import { countriesQuery } from '@/features/reference';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/form/form-alert';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { useRegisterOrganisation } from '../api/register-organisation';
import { CountryField } from '@/ui/form/country-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexDirection: 'column', marginBlockStart: tokens.spacingVerticalS },
});

/**
 * An organisation signs up: its names in English and Arabic, its country, the admin's email and name. The admin
 * then confirms the address from the mailed link and chooses a password (docs/decisions/192-organisation-registration.md).
 */
export function RegisterOrganisationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(registerOrganisationSchema, { name: '', name_ar: '', country_id: 0, email: '', admin_name: '' });
  const register = useRegisterOrganisation();
  const countries = useQuery(countriesQuery());
  const submit = form.handleSubmit((values) =>
    register.mutate(values, { onSuccess: () => onRegistered(values.email), onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert error={register.error} fields={Object.keys(form.getValues())} />
      <TextField control={form.control} name="name" label={t`Organisation name in English`} required autoFocus autoComplete="organization" dir="ltr" />
      <TextField control={form.control} name="name_ar" label={t`Organisation name in Arabic`} required autoComplete="off" dir="rtl" />
      <CountryField control={form.control} name="country_id" countries={countries.data} failed={countries.isError} required />
      <TextField control={form.control} name="admin_name" label={t`Your name`} required autoComplete="name" />
      <TextField
        control={form.control}
        name="email"
        label={t`Your email`}
        type="email"
        required
        autoComplete="email"
        dir="ltr"
        hint={t`You will be the organisation's admin. We send a link to this address to confirm it.`}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={register.isPending} icon={register.isPending ? <Spinner size="tiny" /> : undefined}>
          <Trans>Register the organisation</Trans>
        </Button>
      </div>
    </form>
  );
}
