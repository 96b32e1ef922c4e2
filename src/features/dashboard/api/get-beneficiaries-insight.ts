import { queryOptions } from '@tanstack/react-query';
import { dashboardPaths } from '#contract/api-paths';
import type { DashboardBeneficiaries } from '#contract/dashboard';
import { api } from '@/lib/http';
import { dashboardKeys, type DashboardFilter } from './dashboard-keys';

export function getBeneficiariesInsight(filter: DashboardFilter, signal?: AbortSignal) {
  return api<DashboardBeneficiaries>(dashboardPaths.beneficiaries, { query: filter, signal });
}

/** People the projects reached, by sex, type, country and month (GET /Dashboard/GetBeneficiariesInsight). */
export const beneficiariesInsightQuery = (filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.beneficiaries(filter),
    queryFn: ({ signal }) => getBeneficiariesInsight(filter, signal),
  });
