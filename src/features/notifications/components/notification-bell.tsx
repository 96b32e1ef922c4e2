import { Button } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';

/** The menu, its list queries and the live connection load after the shell has painted (docs/decisions/115). */
const NotificationMenu = lazy(() => import('./notification-menu'));

/** The top bar's bell (spec section 2 "Notification menu"). */
export function NotificationBell() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Button appearance="subtle" icon={<AlertRegular />} aria-label={t`Notifications`} disabled />}>
      <NotificationMenu />
    </Suspense>
  );
}
