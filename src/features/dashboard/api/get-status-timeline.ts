import { queryOptions } from '@tanstack/react-query';
import { dashboardPaths } from '#contract/api-paths';
import type { DashboardStatusTimeline } from '#contract/dashboard';
import { api } from '@/lib/http';
import { dashboardKeys, type DashboardFilter } from './dashboard-keys';

export function getStatusTimeline(filter: DashboardFilter, signal?: AbortSignal) {
  return api<DashboardStatusTimeline>(dashboardPaths.statusTimeline, { query: filter, signal });
}

/** Per month: proposals submitted, accepted and rejected, projects started and finished (GET /Dashboard/GetStatusTimeline). */
export const statusTimelineQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.statusTimeline(filter),
    queryFn: ({ signal }) => getStatusTimeline(filter, signal),
  });
