import { authPaths } from '#contract/api-base';
import type { ResetPasswordInput } from '#contract/auth';
import { api } from '@/lib/http';

/** POST /api/auth/ResetPassword with the code from the mail. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api(authPaths.resetPassword, { method: 'POST', json: input });
}
