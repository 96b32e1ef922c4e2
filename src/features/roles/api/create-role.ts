import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { Role, roleInputSchema } from '#contract/roles';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { roleKeys } from './role-keys';

export type RoleValues = z.output<typeof roleInputSchema>;

export function createRole(input: RoleValues) {
  return api<Role>(apiPaths.roles.list, { method: 'POST', json: input });
}

/** The role dialog shows field errors itself (showFormError), so the central toast stays quiet. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: createRole,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Added successfully` });
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
