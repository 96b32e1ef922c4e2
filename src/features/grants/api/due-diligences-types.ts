import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { NamedItem } from '#contract/reference';
import { api } from '@/lib/http';
import { grantDetailKeys } from './grant-detail-keys';

export function getDueDiligenceTypes(signal?: AbortSignal) {
  return api<NamedItem[]>(apiPaths.reference.dueDiligence, { signal });
}

/**
 * The funder's due-diligence types (GET /api/DueDiligence, the whole list), offered by the grant's picker.
 * Reference data: the service worker also serves it stale-while-revalidate, so the picker works offline.
 */
export const dueDiligenceTypesQuery = () =>
  queryOptions({
    queryKey: grantDetailKeys.dueDiligenceTypes(),
    queryFn: ({ signal }) => getDueDiligenceTypes(signal),
    staleTime: 5 * 60_000,
  });
