import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { programKeys } from './program-keys';

export function deleteProgram(id: number) {
  return api(apiPaths.programs.one(id), { method: 'DELETE' });
}

/**
 * A program that a grant targets is refused with a 400 "related" (spec section 8): the central reporter shows
 * "Cannot delete this item because it's related to other data." and nothing else happens here.
 */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: async (_answer, id) => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      queryClient.removeQueries({ queryKey: programKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
