import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { GrantProgramObjective } from '#contract/grants';
import { api } from '@/lib/http';
import { grantDetailKeys } from './grant-detail-keys';

export function getGrantProgramObjectives(grantId: number, signal?: AbortSignal) {
  return api<GrantProgramObjective[]>(apiPaths.grants.programObjectives(grantId), { signal });
}

/** The objectives of the programs the grant targets (GET DonorGrant/ProgramObjective/{id}). */
export const grantProgramObjectivesQuery = (grantId: number) =>
  queryOptions({
    queryKey: grantDetailKeys.programObjectives(grantId),
    queryFn: ({ signal }) => getGrantProgramObjectives(grantId, signal),
  });
