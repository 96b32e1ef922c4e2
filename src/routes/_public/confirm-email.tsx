import { createFileRoute } from '@tanstack/react-router';
import { TokenPurpose } from '#contract/enums';
import { AccountWelcome } from '@/features/auth/components/account-welcome';
import { TokenCheck } from '@/features/auth/components/token-check';
import { TokenProblem } from '@/features/auth/components/token-problem';
import { tokenOnlySearch } from './-token-search';

export const Route = createFileRoute('/_public/confirm-email')({
  validateSearch: tokenOnlySearch,
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!token) return <TokenProblem error={null} />;
  const purpose = TokenPurpose.DONOR_ACCOUNT_SETUP;
  return (
    <TokenCheck token={token} purpose={purpose}>
      {(owner) => (
        <AccountWelcome
          purpose={purpose}
          name={owner.name}
          email={owner.email}
          onContinue={() => void navigate({ to: '/setup-account', search: { token, purpose } })}
        />
      )}
    </TokenCheck>
  );
}
