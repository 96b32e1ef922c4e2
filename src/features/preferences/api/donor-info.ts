import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { DonorInfo } from '#contract/donor';
import { api } from '@/lib/http';

export const preferenceKeys = {
  all: ['preferences'] as const,
  donorInfo: () => [...preferenceKeys.all, 'donor-info'] as const,
};

export function getDonorInfo(signal?: AbortSignal) {
  return api<DonorInfo>(apiPaths.admin.donorInfo, { signal });
}

/** The funder's own record: name, contact details, description and logo. */
export const donorInfoQuery = () =>
  queryOptions({
    queryKey: preferenceKeys.donorInfo(),
    queryFn: ({ signal }) => getDonorInfo(signal),
  });
