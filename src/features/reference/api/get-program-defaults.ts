import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProgramDefaults } from '#contract/reference';
import { api } from '@/lib/http';
import { REFERENCE_STALE_TIME_MS, referenceKeys } from './reference-keys';

export function getProgramDefaults(signal?: AbortSignal) {
  return api<ProgramDefaults>(apiPaths.reference.programDefaults, { signal });
}

/** What a new grant starts from: the usual currency and, for a one-program funder, that program at 100%. */
export const programDefaultsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.programDefaults(),
    queryFn: ({ signal }) => getProgramDefaults(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
