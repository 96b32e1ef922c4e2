import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ChangePasswordInput } from '#contract/auth';
import { api } from '@/lib/http';

/** POST /api/DonorAccount/ChangePassword */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api(apiPaths.account.changePassword, { method: 'POST', json: input });
}

/** A wrong current password is shown inside the dialog, so the central reporter stays quiet. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silentErrors: true } });
}
