import { projectKeys } from '../../api/project-keys';

/**
 * Keys of the follow-up pages' calls. All hang under `projectKeys.detail(id)`, so one invalidation of the project
 * (a notification, an installment transferred) refreshes every page of it.
 */
export const trackingKeys = {
  indicators: (id: number) => [...projectKeys.detail(id), 'indicator-tracking'] as const,
  indicatorMonth: (id: number, month: string) => [...trackingKeys.indicators(id), month] as const,
  workplan: (id: number) => [...projectKeys.detail(id), 'workplan-tracking'] as const,
  workplanMonth: (id: number, month: string) => [...trackingKeys.workplan(id), month] as const,
  spending: (id: number) => [...projectKeys.detail(id), 'spending-tracking'] as const,
  spendingLine: (id: number, lineId: number) => [...trackingKeys.spending(id), 'line', lineId] as const,
  risks: (id: number) => [...projectKeys.detail(id), 'risks'] as const,
  report: (id: number) => [...projectKeys.detail(id), 'report'] as const,
  periodReport: (id: number, from: string, to: string) => [...trackingKeys.report(id), from, to] as const,
};
