import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { inviteUserSchema } from '#contract/users';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { userKeys } from './user-keys';

export type InviteUserValues = z.output<typeof inviteUserSchema>;

export function inviteUser(input: InviteUserValues) {
  return api(apiPaths.invitedUser.invite, { method: 'POST', json: input });
}

/** The invite dialog puts field errors (an email already used) on its fields, so the central toast stays quiet. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: inviteUser,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Invitation sent` });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
