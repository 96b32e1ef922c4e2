import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '#contract/api-base';
import type { CheckTokenResponse } from '#contract/auth';
import type { TokenPurpose } from '#contract/enums';
import { api } from '@/lib/http';

export const tokenKeys = {
  all: ['account-token'] as const,
  check: (token: string, purpose: TokenPurpose) => [...tokenKeys.all, token, purpose] as const,
};

/**
 * POST /api/auth/CheckToken: is a mailed link still good, and whom does it belong to. The code goes in the body,
 * not the query string, so that no request log holds it (docs/decisions/152-secrets-stay-out-of-logs.md).
 */
export function checkToken(token: string, purpose: TokenPurpose, signal?: AbortSignal) {
  return api<CheckTokenResponse>(authPaths.checkToken, { method: 'POST', json: { token, purpose }, signal });
}

/**
 * The pages reached from a mail show the answer themselves (expired, invalid), so errors are silent here.
 * A link's state never improves by asking again, hence no retry and no staleness.
 */
export const checkTokenQuery = (token: string, purpose: TokenPurpose) =>
  queryOptions({
    queryKey: tokenKeys.check(token, purpose),
    queryFn: ({ signal }) => checkToken(token, purpose, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silentErrors: true },
  });
