import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProjectRisks } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { trackingKeys } from './tracking-keys';

/**
 * GET …/Risks without filters: the whole register, once. The page filters it on the device, so switching filters
 * or matrix cells costs no request and works offline.
 */
export const projectRisksQuery = (projectId: number) =>
  queryOptions({
    queryKey: trackingKeys.risks(projectId),
    queryFn: ({ signal }) => api<ProjectRisks>(apiPaths.projects.risks(projectId), { signal }),
  });
