import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { GrantDueDiligence } from '#contract/grants';
import { api } from '@/lib/http';
import { grantDetailKeys } from './grant-detail-keys';

export function getGrantDueDiligences(grantId: number, signal?: AbortSignal) {
  return api<GrantDueDiligence[]>(apiPaths.grants.dueDiligences(grantId), { signal });
}

/** The due-diligence types this grant requires from applicants. */
export const grantDueDiligencesQuery = (grantId: number) =>
  queryOptions({
    queryKey: grantDetailKeys.dueDiligences(grantId),
    queryFn: ({ signal }) => getGrantDueDiligences(grantId, signal),
  });
