import { msg } from '@lingui/core/macro';
import type { MonthlyReport } from '#contract/monthly-reports';
import { partnerPaths } from '#contract/partner';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import {
  MONTHLY_REPORT_ENTITY,
  monthEntityId,
  monthTitle,
  partnerMonthQueriesOf,
  storePartnerMonth,
  summarizeMonth,
} from './monthly-report-cache';

export type MonthSubmitPayload = { projectId: number; month: string };

/**
 * POST PartnerProject/{id}/MonthlyReport/{month}/Submit (the organisation's admin): the server checks again that the
 * month was saved and is a draft or returned, and answers it submitted, read-only until the funder returns it.
 */
export const submitMonthAction = defineOutboxAction<MonthSubmitPayload, MonthlyReport>({
  type: 'monthly-report.submit',
  entity: MONTHLY_REPORT_ENTITY,
  request: (payload) => ({ method: 'POST', path: partnerPaths.projects.monthSubmit(payload.projectId, payload.month) }),
  onSuccess: (queryClient, answer) => storePartnerMonth(queryClient, answer),
  invalidates: (payload) => partnerMonthQueriesOf(payload.projectId, payload.month),
  describe: (payload) => msg`Submit the report of ${monthTitle(payload.month)}`,
  summarize: summarizeMonth,
});

export function queueMonthSubmit(report: Pick<MonthlyReport, 'project_id' | 'month' | 'version'>) {
  return enqueueAction(submitMonthAction, {
    entityId: monthEntityId(report.project_id, report.month),
    baseVersion: report.version,
    payload: { projectId: report.project_id, month: report.month },
  });
}
