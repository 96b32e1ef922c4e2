import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { DueDiligenceType } from '#contract/reference';
import { api } from '@/lib/http';
import { dueDiligenceKeys, type DueDiligenceListQuery } from './due-diligence-keys';

/**
 * The settings page reads the paged list with grants_count. The whole list (GET /DueDiligence, without counts)
 * is the grant forms' picker, cached by the service worker; it belongs to the reference feature.
 */
export function getDueDiligenceTypes(query: DueDiligenceListQuery, signal?: AbortSignal) {
  return api<Paged<DueDiligenceType>>(apiPaths.reference.dueDiligencePaged, { query, signal });
}

/** One page of the funder's due-diligence types and how many grants require each. */
export const dueDiligenceTypesQuery = (query: DueDiligenceListQuery) =>
  queryOptions({
    queryKey: dueDiligenceKeys.list(query),
    queryFn: ({ signal }) => getDueDiligenceTypes(query, signal),
  });
