import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { ProjectReport } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { trackingKeys } from './tracking-keys';

/** GET …/Report: everything the printable project report shows, in one answer. */
export const projectReportQuery = (projectId: number) =>
  queryOptions({
    queryKey: trackingKeys.report(projectId),
    queryFn: ({ signal }) => api<ProjectReport>(apiPaths.projects.report(projectId), { signal }),
  });
