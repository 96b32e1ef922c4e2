import { Divider, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { DonorInfo } from '#contract/donor';
import { DonorLogo } from './donor-logo';
import { DonorProfileForm } from './donor-profile-form';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Settings → Preferences: the funder's logo and profile. */
export function PreferencesPage({ donor }: { donor: DonorInfo }) {
  const styles = useStyles();
  return (
    <section className={styles.page} aria-labelledby="preferences-title">
      <Title2 as="h1" id="preferences-title">
        <Trans>Preferences</Trans>
      </Title2>
      <DonorLogo donor={donor} />
      <Divider />
      {/* A saved or refetched profile with other values starts the form afresh; a new logo alone does not. */}
      <DonorProfileForm key={JSON.stringify({ ...donor, logo: null })} donor={donor} />
    </section>
  );
}
