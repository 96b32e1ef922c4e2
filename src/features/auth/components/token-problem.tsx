import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ClockDismissRegular, LinkDismissRegular } from '@fluentui/react-icons';
import { useLinkStyles } from '@/ui/link-styles';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HandledStatus } from '#contract/errors';
import { ApiError } from '@/lib/api-error';
import { FormAlert } from '@/ui/form/form-alert';
import { AuthHeading } from './auth-heading';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
});

/** A mailed link that cannot be used: expired (410, spec section 8) or not valid, with the way forward. */
export function TokenProblem({ error }: { error: unknown }) {
  const styles = useStyles();
  const links = useLinkStyles();
  if (error instanceof ApiError && error.status === HandledStatus.Gone) {
    return (
      <div className={styles.box}>
        <ClockDismissRegular className={styles.icon} aria-hidden />
        <AuthHeading title={<Trans>Expired Token</Trans>}>
          <Trans>This link has expired. Go to login and use forgot password to get a new one.</Trans>
        </AuthHeading>
        <Body1>
          <Link to="/forgot-password" className={links.link}>
            <Trans>Get a new link</Trans>
          </Link>
        </Body1>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <LinkDismissRegular className={styles.icon} aria-hidden />
      <AuthHeading title={<Trans>This link cannot be used</Trans>} />
      <FormAlert error={error} />
      <Body1>
        <Trans>
          If you have forgotten your password, <Link to="/forgot-password" className={mergeClasses(links.link, links.inline)}>ask for a new link</Link>. If you were
          invited, ask your organisation's administrator to send the invitation again.
        </Trans>
      </Body1>
    </div>
  );
}
