import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { roleKeys } from './role-keys';

export function deleteRole(id: number) {
  return api(apiPaths.roles.one(id), { method: 'DELETE' });
}

/**
 * A role still held by users is refused with a 400 "related" (spec section 8): the central reporter shows
 * "Cannot delete this item because it's related to other data." and nothing else happens here, since the
 * toast and the invalidation below run only on success.
 */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
