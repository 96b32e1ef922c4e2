import { authPaths } from '#contract/api-base';
import { api } from '@/lib/http';

/** Sends the reset mail. The server answers the same whether or not the address is known. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api(authPaths.forgotPassword, { method: 'POST', query: { email } });
}
