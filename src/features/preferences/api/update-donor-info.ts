import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { donorInfoInputSchema } from '#contract/donor';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { preferenceKeys } from './donor-info';

export type DonorInfoValues = z.output<typeof donorInfoInputSchema>;

export function updateDonorInfo(input: DonorInfoValues) {
  return api(apiPaths.admin.donorInfo, { method: 'PUT', json: input });
}

/** The profile form shows field errors itself (showFormError), so the central toast stays quiet. */
export function useUpdateDonorInfo() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateDonorInfo,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
    },
  });
}
