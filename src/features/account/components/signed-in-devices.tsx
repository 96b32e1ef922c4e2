import { Badge, Body1Strong, Button, Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AccountSession } from '#contract/auth';
import { FormAlert } from '@/ui/form/form-alert';
import { DATE_TIME_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { accountSessionsQuery, useSignOutEverywhere, useSignOutSession } from '../api/sessions';
import { deviceName } from '../device-name';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The user's signed-in devices in their profile (OWASP ASVS 3.3.4; docs/decisions/162-signed-in-devices.md): browser
 * and system, the address it signed in from (the approximate place), when it signed in and was last seen. Another
 * device can be signed out; "Sign out everywhere" ends every session, this one too.
 */
export function SignedInDevices() {
  const styles = useStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  const sessions = useQuery(accountSessionsQuery());
  const signOutOne = useSignOutSession();
  const signOutAll = useSignOutEverywhere();
  const label = useDeviceLabel();
  return (
    <section className={styles.section} aria-labelledby="signed-in-devices">
      <Subtitle2 as="h3" id="signed-in-devices">
        <Trans>Signed-in devices</Trans>
      </Subtitle2>
      <FormAlert error={sessions.error ?? signOutOne.error ?? signOutAll.error} />
      {sessions.isPending ? <Spinner size="tiny" label={t`Loading your devices`} /> : null}
      {sessions.data ? (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item}>
              <DeviceDetails session={session} />
              {session.current ? null : (
                <Button
                  size="small"
                  disabled={signOutOne.isPending}
                  onClick={() => signOutOne.mutate(session.id)}
                  aria-label={t`Sign out ${label(session)}`}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance="secondary"
          disabled={signOutAll.isPending}
          icon={signOutAll.isPending ? <Spinner size="tiny" /> : undefined}
          onClick={() => signOutAll.mutate(undefined, { onSuccess: () => void navigate({ to: '/login' }) })}
        >
          <Trans>Sign out everywhere</Trans>
        </Button>
      </div>
    </section>
  );
}

/** "Firefox on Linux": the browser and system a session signed in with, in the active language. */
function useDeviceLabel(): (session: AccountSession) => string {
  const { t } = useLingui();
  return (session) => {
    const { browser, system } = deviceName(session.user_agent);
    if (browser && system) return t`${browser} on ${system}`;
    return browser ?? system ?? t`Unknown device`;
  };
}

function DeviceDetails({ session }: { session: AccountSession }) {
  const styles = useStyles();
  const label = useDeviceLabel();
  const formatDate = useDateFormatter();
  const signedIn = formatDate(session.signed_in_at, DATE_TIME_FORMAT);
  const lastSeen = formatDate(session.last_seen_at, DATE_TIME_FORMAT);
  return (
    <div className={styles.details}>
      <span className={styles.name}>
        <Body1Strong>{label(session)}</Body1Strong>
        {session.current ? (
          <Badge appearance="tint" color="success">
            <Trans>This device</Trans>
          </Badge>
        ) : null}
      </span>
      {session.client_address ? (
        <Caption1>
          <Trans>
            From address <bdi dir="ltr">{session.client_address}</bdi>
          </Trans>
        </Caption1>
      ) : null}
      <Caption1>
        <Trans>
          Signed in {signedIn}, last seen {lastSeen}
        </Trans>
      </Caption1>
    </div>
  );
}
