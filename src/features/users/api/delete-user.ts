import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { userKeys } from './user-keys';

export function deleteUser(id: number) {
  return api(apiPaths.admin.user(id), { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
