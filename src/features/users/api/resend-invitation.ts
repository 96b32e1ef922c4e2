import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';

export function resendInvitation(userId: number) {
  return api(apiPaths.invitedUser.resend, { method: 'POST', json: { user_id: userId } });
}

/** Sends the invitation mail again; nothing in the list changes, so nothing is invalidated. */
export function useResendInvitation() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => showMessage({ intent: 'success', text: t`Invitation resent successfully` }),
  });
}
