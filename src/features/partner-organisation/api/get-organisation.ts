import { queryOptions } from '@tanstack/react-query';
import { partnerPaths } from '#contract/partner';
import type { PartnerOrganisation } from '#contract/partner-organisation';
import { api } from '@/lib/http';
import { organisationKeys } from './organisation-keys';

/** GET PartnerOrganisation: the caller's organisation, kept for offline reading like every page. */
export const organisationQuery = () =>
  queryOptions({
    queryKey: organisationKeys.profile(),
    queryFn: ({ signal }) => api<PartnerOrganisation>(partnerPaths.organisation.one, { signal }),
  });
