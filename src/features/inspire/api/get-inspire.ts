import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Inspire } from '#contract/inspire';
import { api } from '@/lib/http';
import { inspireKeys, type InspireFilter } from './inspire-keys';

export function getInspire(filter: InspireFilter, signal?: AbortSignal) {
  return api<Inspire>(apiPaths.projects.inspire, { query: filter, signal });
}

/** What /inspire shows (GET DonorProject/Inspire): persisted like every query, so the page reads offline once seen. */
export const inspireQuery = (filter: InspireFilter) =>
  queryOptions({
    queryKey: inspireKeys.page(filter),
    queryFn: ({ signal }) => getInspire(filter, signal),
  });
