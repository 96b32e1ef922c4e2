import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NgoContact } from '#contract/ngos';
import { partnerPaths } from '#contract/partner';
import type { organisationContactInputSchema } from '#contract/partner-organisation';
import type { DeletedResponse } from '#contract/responses';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { organisationKeys } from './organisation-keys';

export type ContactValues = z.output<typeof organisationContactInputSchema>;

/** GET PartnerOrganisation/Contacts */
export const contactsQuery = () =>
  queryOptions({
    queryKey: organisationKeys.contacts(),
    queryFn: ({ signal }) => api<NgoContact[]>(partnerPaths.organisation.contacts, { signal }),
  });

/** POST a new contact, or PUT the one `id` names. The dialog shows field errors itself. */
export function useSaveContact(id: number | null) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (values: ContactValues) =>
      id === null
        ? api<NgoContact>(partnerPaths.organisation.contacts, { method: 'POST', json: values })
        : api<NgoContact>(partnerPaths.organisation.contact(id), { method: 'PUT', json: values }),
    meta: { silentErrors: true },
    onSuccess: async () => {
      showMessage({ intent: 'success', text: id === null ? t`Added successfully` : t`Updated successfully` });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.contacts() });
    },
  });
}

/** DELETE PartnerOrganisation/Contacts/{id}; a refusal is toasted by the central reporter. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (id: number) => api<DeletedResponse>(partnerPaths.organisation.contact(id), { method: 'DELETE' }),
    onSuccess: async () => {
      showMessage({ intent: 'success', text: t`Deleted successfully` });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.contacts() });
    },
  });
}
