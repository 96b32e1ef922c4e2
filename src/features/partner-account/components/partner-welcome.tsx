import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { PartnerProfile } from '#contract/partner';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The partner home's greeting: who you are, for which organisation, with which role in it. */
export function PartnerWelcome({ profile }: { profile: PartnerProfile | undefined }) {
  const styles = useStyles();
  if (!profile) {
    return (
      <header className={styles.header}>
        <Title2 as="h1">
          <Trans>Welcome</Trans>
        </Title2>
      </header>
    );
  }
  const organisation = profile.ngo.name;
  return (
    <header className={styles.header}>
      <Title2 as="h1">
        <Trans>Welcome, {profile.name}</Trans>
      </Title2>
      <Body1 className={styles.muted}>
        {profile.ngo_role === 'admin' ? (
          <Trans>You are signed in for {organisation} as its administrator: you keep its profile, users and documents, and submit its proposals.</Trans>
        ) : (
          <Trans>You are signed in for {organisation} as a member: you write its proposals and answer the funders' comments.</Trans>
        )}
      </Body1>
    </header>
  );
}
