import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProgramOption } from '#contract/programs';
import { api } from '@/lib/http';
import { REFERENCE_STALE_TIME_MS, referenceKeys } from './reference-keys';

export function getProgramOptions(signal?: AbortSignal) {
  return api<ProgramOption[]>(apiPaths.reference.programOptions, { signal });
}

/** The funder's programs (initiatives) for pickers: id, title, reference id. */
export const programOptionsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.programOptions(),
    queryFn: ({ signal }) => getProgramOptions(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
