import { Navigate, createFileRoute } from '@tanstack/react-router';
import { TokenPurpose } from '#contract/enums';
import { TokenCheck } from '@/features/auth/components/token-check';
import { TokenProblem } from '@/features/auth/components/token-problem';
import { tokenSearch } from './-token-search';

/** The target of every mailed link: checks it, then hands over to the page for its purpose. */
export const Route = createFileRoute('/_public/check-token')({
  validateSearch: tokenSearch,
  component: CheckTokenPage,
});

function CheckTokenPage() {
  const { token, purpose } = Route.useSearch();
  if (!token || purpose === undefined) return <TokenProblem error={null} />;
  return (
    <TokenCheck token={token} purpose={purpose}>
      {() =>
        purpose === TokenPurpose.FORGET_PASSWORD ? (
          <Navigate to="/reset-password" search={{ code: token, purpose }} replace />
        ) : purpose === TokenPurpose.INVITATION ? (
          <Navigate to="/accept-invitation" search={{ token }} replace />
        ) : (
          <Navigate to="/confirm-email" search={{ token }} replace />
        )
      }
    </TokenCheck>
  );
}
