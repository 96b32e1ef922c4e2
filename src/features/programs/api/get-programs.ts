import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { Program } from '#contract/programs';
import { api } from '@/lib/http';
import { programKeys, type ProgramListQuery } from './program-keys';

export function getPrograms(query: ProgramListQuery, signal?: AbortSignal) {
  return api<Paged<Program>>(apiPaths.programs.list, { query, signal });
}

/** One page of the funder's initiatives, with their users in charge and how many objectives and grants each has. */
export const programsQuery = (query: ProgramListQuery) =>
  queryOptions({
    queryKey: programKeys.list(query),
    queryFn: ({ signal }) => getPrograms(query, signal),
  });
