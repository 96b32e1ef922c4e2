import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { dueDiligenceKeys } from './due-diligence-keys';

export function deleteDueDiligenceType(id: number) {
  return api(apiPaths.reference.dueDiligenceOne(id), { method: 'DELETE' });
}

/**
 * A type that a grant requires is refused with a 400 "related" (spec section 8): the central reporter shows
 * "Cannot delete this item because it's related to other data." and nothing else happens here.
 */
export function useDeleteDueDiligenceType() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteDueDiligenceType,
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
    },
  });
}
