import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { Program, programInputSchema } from '#contract/programs';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { programKeys } from './program-keys';

export type ProgramValues = z.output<typeof programInputSchema>;

export function createProgram(input: ProgramValues) {
  return api<Program>(apiPaths.programs.list, { method: 'POST', json: input });
}

/** The program dialog shows field errors itself (showFormError), so the central toast stays quiet. */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: createProgram,
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Added successfully` });
      await queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
