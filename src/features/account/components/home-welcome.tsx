import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '#contract/auth';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The home page's greeting, one heading and one line (who you are, for which funder, with which role), so the
 * dashboard under it is in view at once. What each role may do is the side menu's business: it lists what you may open.
 */
export function HomeWelcome({ me, profileLoaded = true }: { me: CurrentUser; profileLoaded?: boolean }) {
  const styles = useStyles();
  const role = me.role_name;
  // The profile could not be loaded (spec section 6: the page opens anyway): greet without the names it would give.
  if (!profileLoaded) {
    return (
      <header className={styles.header}>
        <Title2 as="h1">
          <Trans>Welcome</Trans>
        </Title2>
      </header>
    );
  }
  return (
    <header className={styles.header}>
      <Title2 as="h1">
        <Trans>Welcome, {me.name}</Trans>
      </Title2>
      <Body1 className={styles.muted}>
        {role ? (
          <Trans>
            You are signed in to the Donor Portal of {me.donor_name} with the role {role}.
          </Trans>
        ) : (
          <Trans>You are signed in to the Donor Portal of {me.donor_name}. You have no role yet.</Trans>
        )}
      </Body1>
    </header>
  );
}
