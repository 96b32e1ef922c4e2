import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { updatePartnerOrganisationSchema, type PartnerOrganisation } from '#contract/partner-organisation';
import { countriesQuery } from '@/features/reference';
import { CountryField } from '@/ui/form/country-field';
import { TextField } from '@/ui/form/text-field';
import { showFormError } from '@/ui/form/show-form-error';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useUpdateOrganisation } from '../api/update-organisation';
import { OrganisationLogoField } from './organisation-logo-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  pair: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type OrganisationProfileFormProps = {
  organisation: PartnerOrganisation;
  /** Only an admin changes the profile; members read the same form, its fields disabled. */
  canEdit: boolean;
  onSaved?: () => void;
};

/** The organisation's profile tab: names in both languages, shortcut, description, country, contact details and logo. */
export function OrganisationProfileForm({ organisation, canEdit, onSaved }: OrganisationProfileFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(updatePartnerOrganisationSchema, {
    name: organisation.name,
    name_ar: organisation.name_ar,
    shortcut: organisation.shortcut,
    description: organisation.description,
    country_id: organisation.country_id,
    email: organisation.email,
    phone: organisation.phone,
    website: organisation.website,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const save = useUpdateOrganisation();
  const countries = useQuery(countriesQuery());
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { values, logo },
      {
        onSuccess: (saved) => {
          form.reset({ ...values, email: saved.email });
          setLogo(null);
          onSaved?.();
        },
        onError: (error) => showFormError(form, error),
      },
    ),
  );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t`Organisation profile`}>
      <fieldset className={styles.fieldset} disabled={!canEdit || save.isPending}>
        <div className={styles.pair}>
          <TextField control={form.control} name="name" label={t`Name in English`} required dir="ltr" />
          <TextField control={form.control} name="name_ar" label={t`Name in Arabic`} dir="rtl" />
        </div>
        <div className={styles.pair}>
          <TextField control={form.control} name="shortcut" label={t`Shortcut`} />
          <CountryField control={form.control} name="country_id" countries={countries.data} failed={countries.isError} />
        </div>
        <TextField control={form.control} name="description" label={t`Description`} multiline />
        <div className={styles.pair}>
          <TextField control={form.control} name="email" label={t`Email`} type="email" dir="ltr" />
          <TextField control={form.control} name="phone" label={t`Phone`} type="tel" dir="ltr" />
        </div>
        <TextField control={form.control} name="website" label={t`Website`} type="url" dir="ltr" hint={t`Starting with https://`} />
        <OrganisationLogoField name={organisation.name} current={organisation.logo} disabled={!canEdit} onChange={setLogo} />
      </fieldset>
      {canEdit ? (
        <div className={styles.actions}>
          <OnlineButton type="submit" appearance="primary" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            <Trans>Save</Trans>
          </OnlineButton>
        </div>
      ) : null}
    </form>
  );
}
