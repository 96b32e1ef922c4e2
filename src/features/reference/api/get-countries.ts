import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Country } from '#contract/reference';
import { api } from '@/lib/http';
import { REFERENCE_STALE_TIME_MS, referenceKeys } from './reference-keys';

export function getCountries(signal?: AbortSignal) {
  return api<Country[]>(apiPaths.reference.countries, { signal });
}

export const countriesQuery = () =>
  queryOptions({ queryKey: referenceKeys.countries(), queryFn: ({ signal }) => getCountries(signal), staleTime: REFERENCE_STALE_TIME_MS });
