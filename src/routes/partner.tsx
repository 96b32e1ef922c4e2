import { createFileRoute, redirect } from '@tanstack/react-router';
import { partnerProfileQuery } from '@/features/partner-account/api/partner-profile';
import { ApiError } from '@/lib/http';
import { HandledStatus } from '#contract/errors';
import { loadAppMessages } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { ErrorPage } from '@/ui/error-page';
import { statusOf } from '@/ui/error-status';
import { PartnerShell } from '@/app/shell/app-shell';

/**
 * The partner organisations' pages (issue 13, docs/decisions/182-partner-accounts.md): the same shell, offline start,
 * persisted cache and outbox as the staff side, with their own menu. No session sends the user to /login; a staff
 * member goes to the staff home. The server refuses each side the other's calls regardless.
 */
export const Route = createFileRoute('/partner')({
  beforeLoad: async ({ context, location }) => {
    const session = getSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (session.kind !== 'partner') throw redirect({ to: '/', replace: true });
    void import('@/offline/outbox').then(({ startOutbox }) => startOutbox(context.queryClient));
    // The profile names the organisation in the shell; offline, the persisted copy, and without one the page opens anyway.
    await Promise.all([
      context.queryClient.ensureQueryData(partnerProfileQuery()).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === HandledStatus.Unauthorized) throw error;
      }),
      loadAppMessages(),
    ]);
  },
  component: PartnerShell,
  errorComponent: ({ error }) => (
    <PartnerShell>
      <ErrorPage status={statusOf(error)} />
    </PartnerShell>
  ),
});
