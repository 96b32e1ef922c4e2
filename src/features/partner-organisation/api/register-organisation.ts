import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import type { registerOrganisationSchema } from '#contract/partner-organisation';
import type { OkResponse } from '#contract/responses';
import { api } from '@/lib/http';

export type RegisterOrganisationValues = z.output<typeof registerOrganisationSchema>;

/** POST PartnerAccount/Register (public): the answer is the same for every address; the mail says the rest. */
export function useRegisterOrganisation() {
  return useMutation({
    mutationFn: (values: RegisterOrganisationValues) => api<OkResponse>(partnerPaths.account.register, { method: 'POST', json: values }),
    meta: { silentErrors: true },
  });
}
