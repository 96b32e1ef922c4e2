import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { api } from '@/lib/http';
import { grantKeys } from './grant-keys';

export function getGrant(id: number, signal?: AbortSignal) {
  return api<Grant>(apiPaths.grants.one(id), { signal });
}

export const grantQuery = (id: number) =>
  queryOptions({
    queryKey: grantKeys.detail(id),
    queryFn: ({ signal }) => getGrant(id, signal),
  });
