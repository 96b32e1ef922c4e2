import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { ProgressReport, ProgressReportDecision } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { PROJECT_ENTITY, projectRefOf, storeReportAnswer, summarizeProject } from './project-cache';
import { projectKeys } from './project-keys';
import { PROJECT_ACTION, type ReviewProgressReportPayload } from './project-queued';

const REVIEW_TEXTS: Record<ProgressReportDecision, { describe: (report: string, project: string) => MessageDescriptor; done: (report: string) => MessageDescriptor }> = {
  accepted: {
    describe: (report, project) => msg`Accept the progress report "${report}" of the project "${project}"`,
    done: (report) => msg`The progress report "${report}" was accepted.`,
  },
  returned: {
    describe: (report, project) => msg`Return the progress report "${report}" of the project "${project}" to the organisation`,
    done: (report) => msg`The progress report "${report}" was returned to the organisation.`,
  },
};

function isReport(answer: unknown): answer is ProgressReport {
  return typeof answer === 'object' && answer !== null && 'id' in answer && 'file_name' in answer && 'status' in answer;
}

/**
 * PUT …/ProgressReport/{reportId}/Review (issue 14 item 5): accept a report the organisation uploaded, or return it
 * with a comment. Like an upload, no If-Match (reports leave the project's version alone); the server answers 409
 * when the report was already decided. The answer replaces the report in the cached list.
 */
export const reviewProgressReportAction = defineOutboxAction<ReviewProgressReportPayload, ProgressReport>({
  type: PROJECT_ACTION.reviewReport,
  entity: PROJECT_ENTITY,
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.projects.progressReportReview(payload.projectId, payload.reportId),
    json: { status: payload.status, ...(payload.comment ? { comment: payload.comment } : {}) },
  }),
  onSuccess: (queryClient, answer, record) => {
    if (isReport(answer)) storeReportAnswer(queryClient, record.payload.projectId, answer);
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(REVIEW_TEXTS[record.payload.status].done(record.payload.reportTitle)) });
  },
  versionOf: () => null,
  invalidates: (payload) => [projectKeys.detail(payload.projectId)],
  describe: (payload) => REVIEW_TEXTS[payload.status].describe(payload.reportTitle, payload.title),
  summarize: summarizeProject,
});

export function queueReviewProgressReport(
  project: Pick<Project, 'id' | 'proposal_id' | 'title'>,
  report: Pick<ProgressReport, 'id' | 'title'>,
  status: ProgressReportDecision,
  comment: string | null,
) {
  return enqueueAction(reviewProgressReportAction, {
    entityId: project.id,
    baseVersion: null,
    payload: { ...projectRefOf(project), reportId: report.id, reportTitle: report.title, status, comment },
  });
}
