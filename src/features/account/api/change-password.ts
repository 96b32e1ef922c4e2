import { useMutation } from '@tanstack/react-query';
import { accountPaths } from '#contract/api-base';
import type { ChangePasswordInput, TokenResponse } from '#contract/auth';
import { api } from '@/lib/http';
import { sessionFromToken, setSession } from '@/lib/session';

/**
 * POST /api/DonorAccount/ChangePassword. The server ends every session of the user, this one included, and
 * answers with a fresh token: keeping it is what keeps this device signed in.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const answer = await api<TokenResponse>(accountPaths.changePassword, { method: 'POST', json: input });
  setSession(sessionFromToken(answer.access_token, answer.expires_in));
}

/** A wrong current password is shown inside the dialog, so the central reporter stays quiet. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silentErrors: true } });
}
