import type { DashboardQuery } from '#contract/dashboard';

/**
 * The dashboard's filters, as the URL and the four Dashboard calls name them (contract/dashboard.ts): the period
 * (from, to: 'YYYY-MM') and one grant, initiative or country. Absent fields mean "all".
 */
export type DashboardFilter = DashboardQuery;

/**
 * Every dashboard query hangs under `dashboardKeys.all`. The filter is the last part of each key; fields left
 * undefined drop out of the key's hash, so `{}` and `{ grant_id: undefined }` share one cache entry.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  totals: (filter: DashboardFilter) => [...dashboardKeys.all, 'totals', filter] as const,
  statusTimeline: (filter: DashboardFilter) => [...dashboardKeys.all, 'status-timeline', filter] as const,
  spendingTimeline: (filter: DashboardFilter) => [...dashboardKeys.all, 'spending-timeline', filter] as const,
  beneficiaries: (filter: DashboardFilter) => [...dashboardKeys.all, 'beneficiaries', filter] as const,
};
