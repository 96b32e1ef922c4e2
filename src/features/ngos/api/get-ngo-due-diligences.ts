import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { NgoDueDiligence } from '#contract/ngos';
import { api } from '@/lib/http';
import { ngoKeys } from './ngo-keys';

export function getNgoDueDiligences(id: number, signal?: AbortSignal) {
  return api<NgoDueDiligence[]>(apiPaths.ngos.dueDiligences(id), { signal });
}

/** The documents the organisation keeps on file (registration, audits, policies), with their validity. */
export const ngoDueDiligencesQuery = (id: number) =>
  queryOptions({
    queryKey: ngoKeys.dueDiligences(id),
    queryFn: ({ signal }) => getNgoDueDiligences(id, signal),
  });
