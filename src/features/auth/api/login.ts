import type { QueryClient } from '@tanstack/react-query';
import { authPaths } from '#contract/api-base';
import type { TokenResponse } from '#contract/auth';
import { api, tokenEndpoint } from '@/lib/http';
import { sessionFromToken, setSession } from '@/lib/session';

/**
 * Every way of signing in ends here. The query cache is cleared first: the device may have been used by
 * someone else, and their cached pages must never show under the new session.
 */
export function startSession(queryClient: QueryClient, answer: TokenResponse): void {
  queryClient.clear();
  setSession(sessionFromToken(answer.access_token, answer.expires_in));
  void import('@/lib/persistence').then(({ startPersisting }) => startPersisting(queryClient));
}

/** The OAuth2 password grant of spec section 7; the token becomes the session. */
export async function login(queryClient: QueryClient, email: string, password: string): Promise<void> {
  const answer = await tokenEndpoint<TokenResponse>({ grant_type: 'password', username: email, password });
  startSession(queryClient, answer);
}

/**
 * The authentication callback: `/login?token=` exchanges a one-time sign-in token for a session. The token goes in
 * the body, never in a URL that a server or proxy would log (docs/decisions/152-secrets-stay-out-of-logs.md).
 */
export async function loginByToken(queryClient: QueryClient, token: string): Promise<void> {
  const answer = await api<TokenResponse>(authPaths.loginByToken, { method: 'POST', json: { token } });
  startSession(queryClient, answer);
}
