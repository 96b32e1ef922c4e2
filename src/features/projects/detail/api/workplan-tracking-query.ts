import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { WorkplanDetails, WorkplanTracking } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { trackingKeys } from './tracking-keys';

/** GET …/WorkPlanTracking: every activity planned against carried out, with its slips. */
export const workplanTrackingQuery = (projectId: number) =>
  queryOptions({
    queryKey: trackingKeys.workplan(projectId),
    queryFn: ({ signal }) => api<WorkplanTracking>(apiPaths.projects.workplanTracking(projectId), { signal }),
  });

/** GET …/WorkPlanTracking/details?month=YYYY-MM: the activities planned in, or carried out during, that month. */
export const workplanMonthQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: trackingKeys.workplanMonth(projectId, month),
    queryFn: ({ signal }) => api<WorkplanDetails>(apiPaths.projects.workplanTrackingDetails(projectId), { query: { month }, signal }),
  });
