import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { preferenceKeys } from './donor-info';

/** Multipart, field `file` (spec section 7). The caller has already checked type and size with `imageProblem`. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api(apiPaths.account.logo, { method: 'PUT', multipart: body });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
    },
  });
}
