import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerPaths, type NgoRole } from '#contract/partner';
import type { OrganisationUser, inviteColleagueSchema } from '#contract/partner-organisation';
import type { DeletedResponse } from '#contract/responses';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { organisationKeys } from './organisation-keys';

export type InviteColleagueValues = z.output<typeof inviteColleagueSchema>;

/** GET PartnerOrganisation/Users: the organisation's users, invited ones included. */
export const colleaguesQuery = () =>
  queryOptions({
    queryKey: organisationKeys.users(),
    queryFn: ({ signal }) => api<OrganisationUser[]>(partnerPaths.organisation.users, { signal }),
  });

/** POST PartnerOrganisation/Users: the dialog puts an address already used on its field. */
export function useInviteColleague() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (values: InviteColleagueValues) => api<OrganisationUser>(partnerPaths.organisation.users, { method: 'POST', json: values }),
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Invitation sent` });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.users() });
    },
  });
}

/** PUT PartnerOrganisation/Users/{id}: a refusal (the last admin) is toasted by the central reporter. */
export function useChangeColleagueRole() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: NgoRole }) => api<OrganisationUser>(partnerPaths.organisation.user(id), { method: 'PUT', json: { role } }),
    onSuccess: () => showMessage({ intent: 'success', text: t`Updated successfully` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.users() }),
  });
}

export function useRemoveColleague() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (id: number) => api<DeletedResponse>(partnerPaths.organisation.user(id), { method: 'DELETE' }),
    onSuccess: () => showMessage({ intent: 'success', text: t`Deleted successfully` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.users() }),
  });
}
