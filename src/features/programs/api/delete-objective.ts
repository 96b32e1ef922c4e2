import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { programKeys } from './program-keys';

export function deleteProgramObjective({ programId, objectiveId }: { programId: number; objectiveId: number }) {
  return api(apiPaths.programs.objective(programId, objectiveId), { method: 'DELETE' });
}

/** An objective a grant still uses is refused with "related"; the central reporter warns, nothing else happens. */
export function useDeleteProgramObjective() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteProgramObjective,
    onSuccess: async (_answer, { programId }) => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.objectives(programId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
      ]);
    },
  });
}
