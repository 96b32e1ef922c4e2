import { createFileRoute } from '@tanstack/react-router';
import { TokenPurpose } from '#contract/enums';
import { AccountWelcomePage } from '@/features/auth/components/account-welcome-page';
import { tokenOnlySearch } from './-token-search';

export const Route = createFileRoute('/_public/accept-invitation')({
  validateSearch: tokenOnlySearch,
  component: AcceptInvitationPage,
});

function AcceptInvitationPage() {
  const { token } = Route.useSearch();
  const navigate = Route.useNavigate();
  const purpose = TokenPurpose.INVITATION;
  return (
    <AccountWelcomePage
      token={token}
      purpose={purpose}
      onContinue={(checked) => void navigate({ to: '/setup-account', search: { token: checked, purpose } })}
    />
  );
}
