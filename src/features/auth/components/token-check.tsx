import { Spinner } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { checkTokenResponseSchema } from '#contract/auth';
import type { TokenPurpose } from '#contract/enums';
import { checkTokenQuery } from '../api/check-token';
import { TokenProblem } from './token-problem';
import { useMinimumDuration } from '@/ui/loading';

type TokenOwner = z.infer<typeof checkTokenResponseSchema>;

/** Checks a mailed link, then renders what the page does with a good one; a bad one explains itself. */
export function TokenCheck({
  token,
  purpose,
  children,
}: {
  token: string;
  purpose: TokenPurpose;
  children: (owner: TokenOwner) => ReactNode;
}) {
  const { t } = useLingui();
  const check = useQuery(checkTokenQuery(token, purpose));
  // Once shown, the spinner stays 200 ms (spec section 9).
  const checking = useMinimumDuration(check.isPending);
  if (checking || check.isPending) return <Spinner label={t`Checking your link…`} />;
  if (check.isError) return <TokenProblem error={check.error} />;
  return <>{children(check.data)}</>;
}
