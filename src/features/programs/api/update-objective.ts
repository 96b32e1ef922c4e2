import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProgramObjective } from '#contract/programs';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import type { ObjectiveValues } from './create-objective';
import { programKeys } from './program-keys';

export function updateProgramObjective({ programId, objectiveId, ...input }: ObjectiveValues & { programId: number; objectiveId: number }) {
  return api<ProgramObjective>(apiPaths.programs.objective(programId, objectiveId), { method: 'PUT', json: input });
}

export function useUpdateProgramObjective() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateProgramObjective,
    meta: { silentErrors: true },
    onSuccess: async (_objective, { programId }) => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: programKeys.objectives(programId) });
    },
  });
}
