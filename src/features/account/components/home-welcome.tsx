import { Body1, Card, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '#contract/auth';
import { PERMISSIONS } from '#contract/enums';
import { PERMISSION_DESCRIPTIONS } from '../permission-descriptions';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  tick: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px', flexShrink: 0 },
});

/** The home page's greeting: who you are, for which funder, with which role, and what you may do. */
export function HomeWelcome({ me }: { me: CurrentUser }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const granted = PERMISSIONS.filter((permission) => me.permissions.includes(permission));
  const role = me.role_name;
  return (
    <Card className={styles.card}>
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
      <Subtitle2 as="h2">
        <Trans>What you can do</Trans>
      </Subtitle2>
      {granted.length > 0 ? (
        <ul className={styles.list}>
          {granted.map((permission) => (
            <li key={permission} className={styles.item}>
              <CheckmarkCircleRegular className={styles.tick} aria-hidden />
              <span>{i18n._(PERMISSION_DESCRIPTIONS[permission])}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Body1>
          <Trans>
            You can follow the grants, proposals and projects of your organisation. To change them, ask your
            organisation's administrator for a role with more permissions.
          </Trans>
        </Body1>
      )}
    </Card>
  );
}
