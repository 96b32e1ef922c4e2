import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Role } from '#contract/roles';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import type { RoleValues } from './create-role';
import { roleKeys } from './role-keys';

export function updateRole({ id, ...input }: RoleValues & { id: number }) {
  return api<Role>(apiPaths.roles.one(id), { method: 'PUT', json: input });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateRole,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
