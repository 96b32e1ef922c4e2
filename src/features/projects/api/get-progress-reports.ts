import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProgressReport } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { projectKeys } from './project-keys';

export const progressReportsKey = (projectId: number) => [...projectKeys.detail(projectId), 'progress-reports'] as const;

/** The project's narrative and financial reports, newest period first (GET …/ProgressReport). */
export const progressReportsQuery = (projectId: number) =>
  queryOptions({
    queryKey: progressReportsKey(projectId),
    queryFn: ({ signal }) => api<ProgressReport[]>(apiPaths.projects.progressReports(projectId), { signal }),
  });
