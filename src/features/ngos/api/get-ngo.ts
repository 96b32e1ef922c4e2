import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Ngo } from '#contract/ngos';
import { api } from '@/lib/http';
import { ngoKeys } from './ngo-keys';

export function getNgo(id: number, signal?: AbortSignal) {
  return api<Ngo>(apiPaths.ngos.one(id), { signal });
}

/** One organisation; another funder's (or an unknown id) answers 404, which the route shows as the error page. */
export const ngoQuery = (id: number) =>
  queryOptions({
    queryKey: ngoKeys.detail(id),
    queryFn: ({ signal }) => getNgo(id, signal),
  });
