import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Ngo } from '#contract/ngos';
import type { Paged } from '#contract/paging';
import { api } from '@/lib/http';
import { ngoKeys, type NgoListQuery } from './ngo-keys';

export function getNgos(query: NgoListQuery, signal?: AbortSignal) {
  return api<Paged<Ngo>>(apiPaths.ngos.list, { query, signal });
}

/** One page of the organisations that applied to the funder's grants, by country and search. */
export const ngosQuery = (query: NgoListQuery) =>
  queryOptions({
    queryKey: ngoKeys.list(query),
    queryFn: ({ signal }) => getNgos(query, signal),
  });
