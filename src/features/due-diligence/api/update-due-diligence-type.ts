import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { NamedItem } from '#contract/reference';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import type { DueDiligenceValues } from './create-due-diligence-type';
import { dueDiligenceKeys } from './due-diligence-keys';

export function updateDueDiligenceType({ id, ...input }: DueDiligenceValues & { id: number }) {
  return api<NamedItem>(apiPaths.reference.dueDiligenceOne(id), { method: 'PUT', json: input });
}

export function useUpdateDueDiligenceType() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateDueDiligenceType,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
    },
  });
}
