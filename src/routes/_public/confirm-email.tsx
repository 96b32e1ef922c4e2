import { createFileRoute } from '@tanstack/react-router';
import { TokenPurpose } from '#contract/enums';
import { AccountWelcomePage } from '@/features/auth/components/account-welcome-page';
import { tokenOnlySearch } from './-token-search';

export const Route = createFileRoute('/_public/confirm-email')({
  validateSearch: tokenOnlySearch,
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  const navigate = Route.useNavigate();
  const purpose = TokenPurpose.DONOR_ACCOUNT_SETUP;
  return (
    <AccountWelcomePage
      token={token}
      purpose={purpose}
      onContinue={(checked) => void navigate({ to: '/setup-account', search: { token: checked, purpose } })}
    />
  );
}
