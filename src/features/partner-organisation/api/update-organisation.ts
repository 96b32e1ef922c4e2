import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import type { PartnerOrganisation, updatePartnerOrganisationSchema } from '#contract/partner-organisation';
import { api } from '@/lib/http';
import { showMessage } from '@/ui/toasts/message-bus';
import { organisationKeys } from './organisation-keys';

export type OrganisationProfileValues = z.output<typeof updatePartnerOrganisationSchema>;

/** POST PartnerOrganisation/Logo, multipart with the field `file`. */
function uploadLogo(file: File): Promise<{ image: string }> {
  const body = new FormData();
  body.append('file', file);
  return api(partnerPaths.organisation.logo, { method: 'POST', multipart: body });
}

/**
 * PUT PartnerOrganisation, then the logo when one was chosen. Online (docs/decisions/195-partner-profile-and-organisation-pages.md):
 * the form shows the server's field messages, so its errors stay off the central toast.
 */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async ({ values, logo }: { values: OrganisationProfileValues; logo: File | null }) => {
      const saved = await api<PartnerOrganisation>(partnerPaths.organisation.one, { method: 'PUT', json: values });
      if (logo) await uploadLogo(logo);
      return saved;
    },
    meta: { silentErrors: true },
    onSuccess: () => showMessage({ intent: 'success', text: t`The organisation's profile has been updated.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.profile() }),
  });
}
