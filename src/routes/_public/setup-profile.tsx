import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '@/features/account/api/current-user';
import { SetupProfileForm } from '@/features/account/components/setup-profile-form';
import { getSession } from '@/lib/session';

/** The last set-up step; it needs the session that setting the password opened. */
export const Route = createFileRoute('/_public/setup-profile')({
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: SetupProfilePage,
});

function SetupProfilePage() {
  const navigate = Route.useNavigate();
  return <SetupProfileForm onDone={() => void navigate({ to: '/', replace: true })} />;
}
