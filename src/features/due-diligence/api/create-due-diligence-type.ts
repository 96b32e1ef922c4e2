import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { NamedItem, namedItemInputSchema } from '#contract/reference';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { dueDiligenceKeys } from './due-diligence-keys';

export type DueDiligenceValues = z.output<typeof namedItemInputSchema>;

export function createDueDiligenceType(input: DueDiligenceValues) {
  return api<NamedItem>(apiPaths.reference.dueDiligence, { method: 'POST', json: input });
}

/** The dialog shows field errors itself (a name already used lands on the field), so the central toast stays quiet. */
export function useCreateDueDiligenceType() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: createDueDiligenceType,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Added successfully` });
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
    },
  });
}
