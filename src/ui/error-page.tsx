import { Button, Title1, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosed48Regular, ErrorCircle48Regular, DocumentQuestionMarkRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HandledStatus } from '#contract/errors';
import { OFFLINE_STATUS } from './error-status';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
    minHeight: '50vh',
  },
  status: { fontSize: '64px', lineHeight: '1', color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightBold },
});


/** The error page of spec sections 2 and 8: the status, a lock for 403, and a way home. */
export function ErrorPage({ status }: { status: number }) {
  const styles = useStyles();
  const Icon =
    status === HandledStatus.Forbidden ? LockClosed48Regular : status === HandledStatus.NotFound || status === HandledStatus.BadRequest ? DocumentQuestionMarkRegular : ErrorCircle48Regular;
  return (
    <main className={styles.page} role="main" aria-labelledby="error-title">
      <Icon aria-hidden fontSize={48} />
      {status === OFFLINE_STATUS ? null : <span className={styles.status}>{status}</span>}
      <Title1 as="h1" id="error-title">
        {status === HandledStatus.Forbidden ? (
          <Trans>not authorized</Trans>
        ) : status === HandledStatus.NotFound || status === HandledStatus.BadRequest ? (
          <Trans>Page not found</Trans>
        ) : status === OFFLINE_STATUS ? (
          <Trans>You are offline</Trans>
        ) : (
          <Trans>Something went wrong</Trans>
        )}
      </Title1>
      <Body1>
        {status === HandledStatus.Forbidden ? (
          <Trans>Access Denied. You don't have permissions to access this page.</Trans>
        ) : status === HandledStatus.NotFound || status === HandledStatus.BadRequest ? (
          <Trans>This page could not be found</Trans>
        ) : status === OFFLINE_STATUS ? (
          <Trans>This page has not been saved on this device yet. It will open when the connection is back.</Trans>
        ) : (
          <Trans>Oops! something went wrong, please try again later.</Trans>
        )}
      </Body1>
      <Link to="/">
        <Button appearance="primary">
          <Trans>Back to home</Trans>
        </Button>
      </Link>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={HandledStatus.NotFound} />;
}
