import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Program } from '#contract/programs';
import { api } from '@/lib/http';
import { programKeys } from './program-keys';

export function getProgram(id: number, signal?: AbortSignal) {
  return api<Program>(apiPaths.programs.one(id), { signal });
}

/** One initiative: its header and its users in charge. */
export const programQuery = (id: number) =>
  queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: ({ signal }) => getProgram(id, signal),
  });
