import { apiPaths } from '#contract/api-paths';
import type { ResetPasswordInput } from '#contract/auth';
import { api } from '@/lib/http';

/** POST /api/auth/ResetPassword with the code from the mail. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api(apiPaths.auth.resetPassword, { method: 'POST', json: input });
}
