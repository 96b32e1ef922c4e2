import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import type { inviteOrganisationSchema, invitedOrganisationSchema } from '#contract/partner-organisation';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { ngoKeys } from './ngo-keys';

export type InviteOrganisationValues = z.output<typeof inviteOrganisationSchema>;

/** POST ngo/invite; the dialog puts field errors (an address already invited) on its fields. */
export function useInviteOrganisation() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (values: InviteOrganisationValues) => api<z.infer<typeof invitedOrganisationSchema>>(apiPaths.ngos.invite, { method: 'POST', json: values }),
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Invitation sent` });
      // The invited organisation is in the funder's list from now on (decision 193).
      await queryClient.invalidateQueries({ queryKey: ngoKeys.lists() });
    },
  });
}
