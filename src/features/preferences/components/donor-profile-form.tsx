import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { donorInfoInputSchema, type DonorInfo } from '#contract/donor';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { showFormError } from '@/ui/form/show-form-error';
import { useUpdateDonorInfo } from '../api/update-donor-info';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxInlineSize: '640px' },
  pair: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    '& input': { minWidth: 0 },
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** The funder's profile. Keyed by the record's content upstream, so a refetch with new values resets it. */
export function DonorProfileForm({ donor }: { donor: DonorInfo }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(donorInfoInputSchema, {
    name: donor.name,
    shortcut: donor.shortcut ?? '',
    email: donor.email ?? '',
    phone: donor.phone ?? '',
    website: donor.website ?? '',
    description: donor.description ?? '',
  });
  const update = useUpdateDonorInfo();
  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => form.reset(form.getValues()), onError: (error) => showFormError(form, error) }),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Funder profile`}>
      <div className={styles.pair}>
        <TextField control={form.control} name="name" label={t`Name`} required />
        <TextField control={form.control} name="shortcut" label={t`Shortcut`} />
      </div>
      <div className={styles.pair}>
        <TextField control={form.control} name="email" label={t`Email`} type="email" dir="ltr" />
        <TextField control={form.control} name="phone" label={t`Phone`} type="tel" dir="ltr" />
      </div>
      <TextField control={form.control} name="website" label={t`Website`} type="url" dir="ltr" hint={t`For example https://example.org`} />
      <TextField control={form.control} name="description" label={t`Description`} multiline />
      <div className={styles.actions}>
        <OnlineButton appearance="primary" type="submit" disabled={update.isPending || !form.formState.isDirty}>
          <Trans>Save</Trans>
        </OnlineButton>
      </div>
    </form>
  );
}
