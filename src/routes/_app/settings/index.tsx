import { createFileRoute, redirect } from '@tanstack/react-router';
import { forbidden } from '@/lib/api-error';
import { settingsLandingFor } from './-components/settings-pages';

/** /settings alone opens the first settings page the user may open: users, then roles, then preferences. */
export const Route = createFileRoute('/_app/settings/')({
  beforeLoad: ({ context }) => {
    const landing = settingsLandingFor(context.knownPermissions);
    if (!landing) throw forbidden();
    throw redirect({ to: landing.to, replace: true });
  },
});
