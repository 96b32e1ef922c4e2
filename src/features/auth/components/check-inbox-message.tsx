import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MailCheckmarkRegular } from '@fluentui/react-icons';
import { Plural, Trans } from '@lingui/react/macro';
import { RESET_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { Link } from '@tanstack/react-router';
import { useLinkStyles } from '@/ui/link-styles';
import { AuthHeading } from './auth-heading';

const useStyles = makeStyles({
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  address: { fontWeight: tokens.fontWeightSemibold, unicodeBidi: 'isolate', direction: 'ltr' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const linkHours = Math.round(RESET_TOKEN_LIFETIME_SECONDS / 3600);

export function CheckInboxMessage({ email }: { email: string | undefined }) {
  const styles = useStyles();
  const links = useLinkStyles();
  const address = <bdi className={styles.address}>{email}</bdi>;
  return (
    <div className={styles.text}>
      <MailCheckmarkRegular className={styles.icon} aria-hidden />
      <AuthHeading title={<Trans>Check your inbox</Trans>}>
        {email ? (
          <Trans>If an account exists for {address}, we have sent it a link to choose a new password.</Trans>
        ) : (
          <Trans>If an account exists for the address you entered, we have sent it a link to choose a new password.</Trans>
        )}
      </AuthHeading>
      <Body1>
        <Plural value={linkHours} one="The link works for # hour." other="The link works for # hours." />{' '}
        <Trans>If the mail does not arrive within a few minutes, look in your spam folder.</Trans>
      </Body1>
      <Body1>
        <Trans>
          Still nothing? <Link to="/forgot-password" search={{ email }} className={mergeClasses(links.link, links.inline)}>Send the link again</Link>
        </Trans>
      </Body1>
    </div>
  );
}
