import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { userKeys } from './user-keys';

export function changeUserRole({ userId, roleId }: { userId: number; roleId: number }) {
  return api(apiPaths.admin.userRole(userId), { method: 'PUT', json: { role_id: roleId } });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
