import { queryOptions } from '@tanstack/react-query';
import { dashboardPaths } from '#contract/api-paths';
import type { DashboardSpendingTimeline } from '#contract/dashboard';
import { api } from '@/lib/http';
import { dashboardKeys, type DashboardFilter } from './dashboard-keys';

export function getSpendingTimeline(filter: DashboardFilter, signal?: AbortSignal) {
  return api<DashboardSpendingTimeline>(dashboardPaths.spendingTimeline, { query: filter, signal });
}

/** Per currency and month: installments transferred and spending reported (GET /Dashboard/GetSpendingTimeline). */
export const spendingTimelineQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.spendingTimeline(filter),
    queryFn: ({ signal }) => getSpendingTimeline(filter, signal),
  });
