import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { ProgramObjective, objectiveInputSchema } from '#contract/programs';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { programKeys } from './program-keys';

export type ObjectiveValues = z.output<typeof objectiveInputSchema>;

export function createProgramObjective({ programId, ...input }: ObjectiveValues & { programId: number }) {
  return api<ProgramObjective>(apiPaths.programs.objectives(programId), { method: 'POST', json: input });
}

export function useCreateProgramObjective() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: createProgramObjective,
    meta: { silentErrors: true },
    onSuccess: async (_objective, { programId }) => {
      showMessage({ intent: 'success', text: t`Added successfully` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.objectives(programId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
      ]);
    },
  });
}
