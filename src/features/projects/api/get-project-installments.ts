import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProjectInstallments } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { projectKeys } from './project-keys';

export const projectInstallmentsKey = (id: number) => [...projectKeys.detail(id), 'installments'] as const;

export function getProjectInstallments(id: number, signal?: AbortSignal) {
  return api<ProjectInstallments>(apiPaths.projects.batches(id), { signal });
}

/**
 * The project's installments with their request and transfer statuses (GET …/ExpenditureBatch). Its `version` is
 * the project's: every installment change is sent with it as If-Match. The installment changes answer the same
 * shape, which replaces this entry.
 */
export const projectInstallmentsQuery = (id: number) =>
  queryOptions({
    queryKey: projectInstallmentsKey(id),
    queryFn: ({ signal }) => getProjectInstallments(id, signal),
  });
