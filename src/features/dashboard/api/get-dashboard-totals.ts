import { queryOptions } from '@tanstack/react-query';
import { dashboardPaths } from '#contract/api-paths';
import type { DashboardTotals } from '#contract/dashboard';
import { api } from '@/lib/http';
import { dashboardKeys, type DashboardFilter } from './dashboard-keys';

export function getDashboardTotals(filter: DashboardFilter, signal?: AbortSignal) {
  return api<DashboardTotals>(dashboardPaths.totals, { query: filter, signal });
}

/** Grants, proposals and projects counted by status, and the money per currency (GET /Dashboard/GetTotals). */
export const dashboardTotalsQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.totals(filter),
    queryFn: ({ signal }) => getDashboardTotals(filter, signal),
  });
