import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { GrantObjective } from '#contract/grants';
import { api } from '@/lib/http';
import { grantDetailKeys } from './grant-detail-keys';

export function getGrantObjectives(grantId: number, signal?: AbortSignal) {
  return api<GrantObjective[]>(apiPaths.grants.objectives(grantId), { signal });
}

/** The grant's objectives, oldest first. */
export const grantObjectivesQuery = (grantId: number) =>
  queryOptions({
    queryKey: grantDetailKeys.objectives(grantId),
    queryFn: ({ signal }) => getGrantObjectives(grantId, signal),
  });
