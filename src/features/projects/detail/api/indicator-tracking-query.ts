import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { IndicatorDetails, IndicatorTracking } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { trackingKeys } from './tracking-keys';

/** GET …/indicatorTracking: every indicator with its figures to date and its monthly series. */
export const indicatorTrackingQuery = (projectId: number) =>
  queryOptions({
    queryKey: trackingKeys.indicators(projectId),
    queryFn: ({ signal }) => api<IndicatorTracking>(apiPaths.projects.indicatorTracking(projectId), { signal }),
  });

/** GET …/indicatorTracking/details?month=YYYY-MM: each indicator in that month, counted up to it. */
export const indicatorMonthQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: trackingKeys.indicatorMonth(projectId, month),
    queryFn: ({ signal }) => api<IndicatorDetails>(apiPaths.projects.indicatorTrackingDetails(projectId), { query: { month }, signal }),
  });
