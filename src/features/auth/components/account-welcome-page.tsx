import type { ComponentProps } from 'react';
import { AccountWelcome } from './account-welcome';
import { TokenCheck } from './token-check';
import { TokenProblem } from './token-problem';

/**
 * The landing of an invitation (purpose 0) or of a new funder's first administrator (purpose 4): checks the
 * link, greets its owner and leads on to choosing a password.
 */
export function AccountWelcomePage({
  token,
  purpose,
  onContinue,
}: {
  token: string | undefined;
  purpose: ComponentProps<typeof AccountWelcome>['purpose'];
  onContinue: (token: string) => void;
}) {
  if (!token) return <TokenProblem error={null} />;
  return (
    <TokenCheck token={token} purpose={purpose}>
      {(owner) => <AccountWelcome purpose={purpose} name={owner.name} email={owner.email} onContinue={() => onContinue(token)} />}
    </TokenCheck>
  );
}
