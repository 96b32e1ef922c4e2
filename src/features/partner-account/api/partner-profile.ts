import { queryOptions } from '@tanstack/react-query';
import type { PartnerProfile } from '#contract/partner';
import { partnerPaths } from '#contract/partner-paths';
import { api } from '@/lib/http';

export const partnerAccountKeys = {
  all: ['partner-account'] as const,
  profile: () => [...partnerAccountKeys.all, 'profile'] as const,
};

/** The signed-in partner user and their organisation: read by the partner shell, kept for offline starts. */
export const partnerProfileQuery = () =>
  queryOptions({
    queryKey: partnerAccountKeys.profile(),
    queryFn: ({ signal }) => api<PartnerProfile>(partnerPaths.account.profile, { signal }),
    staleTime: 5 * 60_000,
  });
