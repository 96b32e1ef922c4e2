import { apiPaths } from '#contract/api-paths';
import type { SetCredentialsInput, TokenResponse } from '#contract/auth';
import { api } from '@/lib/http';

/** POST /api/DonorAccountSetup/SetUserCredentials: the invited user's password; the answer signs them in. */
export function setCredentials(input: SetCredentialsInput): Promise<TokenResponse> {
  return api<TokenResponse>(apiPaths.accountSetup.setCredentials, { method: 'POST', json: input });
}
