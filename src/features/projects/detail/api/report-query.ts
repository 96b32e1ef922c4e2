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

/** GET …/Report?from=&to=: the same report with the figures of a period (the report to the board). */
export const projectPeriodReportQuery = (projectId: number, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: trackingKeys.periodReport(projectId, period.from, period.to),
    queryFn: ({ signal }) => api<ProjectReport>(apiPaths.projects.report(projectId), { query: { from: period.from, to: period.to }, signal }),
  });
