import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { usersInChargeInputSchema } from '#contract/programs';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { programKeys } from './program-keys';

export type UsersInChargeValues = z.output<typeof usersInChargeInputSchema>;

/** PUT …/UsersInCharge replaces the whole list at once. */
export function updateProgramUsersInCharge({ programId, ...input }: UsersInChargeValues & { programId: number }) {
  return api(apiPaths.programs.usersInCharge(programId), { method: 'PUT', json: input });
}

export function useUpdateProgramUsersInCharge() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateProgramUsersInCharge,
    meta: { silentErrors: true },
    onSuccess: async (_answer, { programId }) => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.detail(programId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
      ]);
    },
  });
}
