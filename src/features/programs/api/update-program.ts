import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Program } from '#contract/programs';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import type { ProgramValues } from './create-program';
import { programKeys } from './program-keys';

export function updateProgram({ id, ...input }: ProgramValues & { id: number }) {
  return api<Program>(apiPaths.programs.one(id), { method: 'PUT', json: input });
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateProgram,
    meta: { silentErrors: true },
    onSuccess: async (program) => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      queryClient.setQueryData(programKeys.detail(program.id), program);
      await queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
