import { accountSetupPaths } from '#contract/api-base';
import type { SetCredentialsInput, TokenResponse } from '#contract/auth';
import { api } from '@/lib/http';

/** POST /api/DonorAccountSetup/SetUserCredentials: the invited user's password; the answer signs them in. */
export function setCredentials(input: SetCredentialsInput): Promise<TokenResponse> {
  return api<TokenResponse>(accountSetupPaths.setCredentials, { method: 'POST', json: input });
}
