import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { BudgetLineDetails, SpendingTracking } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { trackingKeys } from './tracking-keys';

/** GET …/SpendingTracking: totals, budget lines, installments and months. */
export const spendingTrackingQuery = (projectId: number) =>
  queryOptions({
    queryKey: trackingKeys.spending(projectId),
    queryFn: ({ signal }) => api<SpendingTracking>(apiPaths.projects.spendingTracking(projectId), { signal }),
  });

/** GET …/SpendingTracking/{lineId}: one budget line month by month, with its entries. */
export const spendingLineQuery = (projectId: number, lineId: number) =>
  queryOptions({
    queryKey: trackingKeys.spendingLine(projectId, lineId),
    queryFn: ({ signal }) => api<BudgetLineDetails>(apiPaths.projects.spendingLine(projectId, lineId), { signal }),
  });
