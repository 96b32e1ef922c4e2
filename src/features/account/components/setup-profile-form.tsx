import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { setupProfileSchema } from '#contract/auth';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/form/form-alert';
import { currentUserQuery } from '../api/current-user';
import { useSetupProfile } from '../api/setup-profile';
import { ProfileImageField } from './profile-image-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalS },
});

/** The last step of setting up an account: name (prefilled), phone and an optional image. */
export function SetupProfileForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { data: me } = useSuspenseQuery(currentUserQuery());
  const form = useContractForm(setupProfileSchema, { name: me.name, phone: me.phone ?? '' });
  const [image, setImage] = useState<File | null>(null);
  const save = useSetupProfile();
  const name = form.watch('name');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((profile) =>
        save.mutate({ profile, image }, { onSuccess: onDone, onError: (error) => applyServerErrors(form, error) }),
      )}
    >
      <Title2 as="h1">
        <Trans>Complete your profile</Trans>
      </Title2>
      <Body1 className={styles.intro}>
        <Trans>Your colleagues at {me.donor_name} will see your name and image next to your work.</Trans>
      </Body1>
      <FormAlert error={save.error} fields={Object.keys(form.getValues())} />
      <TextField control={form.control} name="name" label={t`Name`} autoComplete="name" required />
      <TextField control={form.control} name="phone" label={t`Phone (optional)`} type="tel" autoComplete="tel" dir="ltr" />
      <ProfileImageField name={name || me.name} currentImage={me.image} onChange={setImage} />
      <Button type="submit" appearance="primary" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
        <Trans>Save and open the portal</Trans>
      </Button>
    </form>
  );
}
