import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { MAX_PAGE_SIZE } from '#contract/constants';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import { api } from '@/lib/http';
import { proposalKeys } from './proposal-keys';

export type GrantOption = Pick<Grant, 'id' | 'title'>;

/**
 * The grants /proposals can be filtered by: the newest page of the funder's grants (the list endpoint's largest
 * page), reduced to id and title. A funder with more grants finds the others from the grant's own page.
 */
export async function getGrantOptions(signal?: AbortSignal): Promise<GrantOption[]> {
  const page = await api<Paged<Grant>>(apiPaths.grants.list, { query: { order_by: 'created_at', is_desc: true, page: 1, rows: MAX_PAGE_SIZE }, signal });
  return page.data.map(({ id, title }) => ({ id, title })).toSorted((a, b) => a.title.localeCompare(b.title));
}

export const grantOptionsQuery = () =>
  queryOptions({
    queryKey: proposalKeys.grantOptions(),
    queryFn: ({ signal }) => getGrantOptions(signal),
    staleTime: 5 * 60_000,
  });
