import { Link, Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/ui/form/form-alert';
import { loginByToken } from '../api/login';
import { AuthHeading } from './auth-heading';

/**
 * The authentication callback (`/login?token=`): exchanges the one-time token for a session. When the token
 * is refused, the message is shown and the password form is offered below it by the route.
 */
export function TokenSignIn({ token, onSignedIn, onFailed }: { token: string; onSignedIn: () => void; onFailed: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const exchange = useMutation({
    mutationFn: (value: string) => loginByToken(queryClient, value),
    meta: { silentErrors: true },
    onSuccess: onSignedIn,
  });
  const { mutate } = exchange;
  const exchanged = useRef<string | null>(null);

  // A sign-in token works once: StrictMode's second effect run must not spend it again.
  useEffect(() => {
    if (exchanged.current === token) return;
    exchanged.current = token;
    mutate(token);
  }, [mutate, token]);

  if (exchange.isError) {
    return (
      <>
        <FormAlert error={exchange.error} />
        <p>
          <Link as="button" onClick={onFailed}>
            <Trans>Log in with your email and password instead</Trans>
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthHeading title={<Trans>Signing you in</Trans>} />
      <Spinner label={t`Checking your sign-in link…`} />
    </>
  );
}
