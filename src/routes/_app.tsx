import { createFileRoute, redirect } from '@tanstack/react-router';
import { canOpenPath } from '#contract/routes';
import { loadSignedInUser } from '@/features/account/api/current-user';
import { PARTNER_HOME } from '@/features/auth/safe-redirect';
import { forbidden } from '@/lib/api-error';
import { loadAppMessages } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { ErrorPage } from '@/ui/error-page';
import { statusOf } from '@/ui/error-status';
import { AppShell } from '@/app/shell/app-shell';

/**
 * Every signed-in page lives under this layout: no session sends the user to /login (spec section 6), and the
 * page guard answers 403 for a page whose permission the user lacks. The server checks every call regardless.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = getSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    // A partner organisation's user has their own pages (docs/decisions/182-partner-accounts.md).
    if (session.kind === 'partner') throw redirect({ href: PARTNER_HOME, replace: true });
    // Every signed-in page passes here, after a start with a session and after a sign-in: the queue starts once.
    // Loaded, not imported: route definitions ship with the login page (docs/decisions/008-bundle-budgets.md).
    void import('@/offline/outbox').then(({ startOutbox }) => startOutbox(context.queryClient));
    // A failure to load the permissions is ignored (spec section 6): the page opens with what is known.
    const [{ me, knownPermissions }] = await Promise.all([loadSignedInUser(context.queryClient, session), loadAppMessages()]);
    if (!canOpenPath(location.pathname, knownPermissions)) throw forbidden();
    return { me, knownPermissions };
  },
  component: AppShell,
  // A refused or failed shell load still shows inside the shell chrome when the user is known.
  errorComponent: ({ error }) => (
    <AppShell>
      <ErrorPage status={statusOf(error)} />
    </AppShell>
  ),
});
