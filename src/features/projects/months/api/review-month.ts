import { msg } from '@lingui/core/macro';
import { projectsPaths } from '#contract/api-paths';
import type { ApproveMonthInput, MonthlyReport, ReturnMonthInput } from '#contract/monthly-reports';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { MONTHLY_REPORT_ENTITY, monthEntityId, monthTitle, staffMonthQueriesOf, storeStaffMonth, summarizeMonth } from './monthly-report-cache';

export type ApproveMonthPayload = { projectId: number; month: string; input: ApproveMonthInput };
export type ReturnMonthPayload = { projectId: number; month: string; input: ReturnMonthInput };

/**
 * POST DonorProject/{id}/MonthlyReport/{month}/Approve (staff in charge): the month becomes final and its figures feed
 * the project's follow-up pages and the home dashboard, which are refreshed.
 */
export const approveMonthAction = defineOutboxAction<ApproveMonthPayload, MonthlyReport>({
  type: 'monthly-report.approve',
  entity: MONTHLY_REPORT_ENTITY,
  request: (payload) => ({ method: 'POST', path: projectsPaths.monthlyReportApprove(payload.projectId, payload.month), json: payload.input }),
  onSuccess: (queryClient, answer) => storeStaffMonth(queryClient, answer),
  invalidates: (payload) => staffMonthQueriesOf(payload.projectId),
  describe: (payload) => msg`Approve the report of ${monthTitle(payload.month)}`,
  summarize: summarizeMonth,
});

/** POST …/Return (staff in charge): the month goes back to the organisation with the comments on the items concerned. */
export const returnMonthAction = defineOutboxAction<ReturnMonthPayload, MonthlyReport>({
  type: 'monthly-report.return',
  entity: MONTHLY_REPORT_ENTITY,
  request: (payload) => ({ method: 'POST', path: projectsPaths.monthlyReportReturn(payload.projectId, payload.month), json: payload.input }),
  onSuccess: (queryClient, answer) => storeStaffMonth(queryClient, answer),
  invalidates: (payload) => staffMonthQueriesOf(payload.projectId),
  describe: (payload) => msg`Return the report of ${monthTitle(payload.month)} with comments`,
  summarize: summarizeMonth,
});

type ReviewedMonth = Pick<MonthlyReport, 'project_id' | 'month' | 'version'>;

export function queueApproveMonth(report: ReviewedMonth, input: ApproveMonthInput) {
  return enqueueAction(approveMonthAction, {
    entityId: monthEntityId(report.project_id, report.month),
    baseVersion: report.version,
    payload: { projectId: report.project_id, month: report.month, input },
  });
}

export function queueReturnMonth(report: ReviewedMonth, input: ReturnMonthInput) {
  return enqueueAction(returnMonthAction, {
    entityId: monthEntityId(report.project_id, report.month),
    baseVersion: report.version,
    payload: { projectId: report.project_id, month: report.month, input },
  });
}
