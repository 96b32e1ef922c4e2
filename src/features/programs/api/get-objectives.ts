import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProgramObjective } from '#contract/programs';
import { api } from '@/lib/http';
import { programKeys } from './program-keys';

export function getProgramObjectives(programId: number, signal?: AbortSignal) {
  return api<ProgramObjective[]>(apiPaths.programs.objectives(programId), { signal });
}

/** An initiative's objectives, oldest first: the strategic objectives grants are measured against. */
export const programObjectivesQuery = (programId: number) =>
  queryOptions({
    queryKey: programKeys.objectives(programId),
    queryFn: ({ signal }) => getProgramObjectives(programId, signal),
  });
