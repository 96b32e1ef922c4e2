import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import { api } from '@/lib/http';
import { grantKeys, type GrantListQuery } from './grant-keys';

export function getGrants(query: GrantListQuery, signal?: AbortSignal) {
  return api<Paged<Grant>>(apiPaths.grants.list, { query, signal });
}

/** One page of the funder's grants, filtered by status and searched by title. */
export const grantsQuery = (query: GrantListQuery) =>
  queryOptions({
    queryKey: grantKeys.list(query),
    queryFn: ({ signal }) => getGrants(query, signal),
  });
