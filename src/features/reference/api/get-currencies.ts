import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Currency } from '#contract/reference';
import { api } from '@/lib/http';
import { REFERENCE_STALE_TIME_MS, referenceKeys } from './reference-keys';

export function getCurrencies(signal?: AbortSignal) {
  return api<Currency[]>(apiPaths.reference.currencies, { signal });
}

export const currenciesQuery = () =>
  queryOptions({ queryKey: referenceKeys.currencies(), queryFn: ({ signal }) => getCurrencies(signal), staleTime: REFERENCE_STALE_TIME_MS });
