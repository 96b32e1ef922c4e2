import { createFileRoute } from '@tanstack/react-router';
import { SetupAccountForm } from '@/features/auth/components/setup-account-form';
import { TokenProblem } from '@/features/auth/components/token-problem';
import { getSession } from '@/lib/session';
import { tokenSearch } from './-token-search';

/** The invited user chooses a password; the answer signs them in and the profile comes next (a partner: their portal's home). */
export const Route = createFileRoute('/_public/setup-account')({
  validateSearch: tokenSearch,
  component: SetupAccountPage,
});

function SetupAccountPage() {
  const { token } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!token) return <TokenProblem error={null} />;
  return <SetupAccountForm token={token} onDone={() => void navigate({ to: getSession()?.kind === 'partner' ? '/partner' : '/setup-profile', replace: true })} />;
}
