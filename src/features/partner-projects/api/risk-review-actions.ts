import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import { isPageVisible } from '@/features/proposals/api/proposal-cache';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { partnerProjectQueriesOf } from './partner-project-cache';
import { PARTNER_PROJECT_ACTION, PARTNER_PROJECT_ENTITY, type PartnerProjectRef, type RiskReviewFields, type RiskReviewPayload } from './partner-project-queued';

/**
 * PUT PartnerProject/{id}/Risk/{riskId} with If-Match the risk's version (decision 207). Its answer's version is the
 * risk's, not the project's, so it never rebases the project's other queued changes (versionOf null): a second
 * review of the same risk queued offline meets a conflict, which Pending changes lets the user keep.
 */
export const reviewRiskAction = defineOutboxAction<RiskReviewPayload, unknown>({
  type: PARTNER_PROJECT_ACTION.riskReview,
  entity: PARTNER_PROJECT_ENTITY,
  request: (payload) => ({ method: 'PUT', path: partnerPaths.projects.risk(payload.projectId, payload.riskId), json: payload.review }),
  onSuccess: (_queryClient, _answer, record) => {
    const title = record.payload.riskTitle;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`Your review of the risk "${title}" was saved.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => partnerProjectQueriesOf(payload.projectId),
  describe: (payload) => msg`Review the risk "${payload.riskTitle}" of the project "${payload.projectTitle}"`,
});

export function queueRiskReview(project: PartnerProjectRef, risk: { id: number; title: string; version: number }, review: RiskReviewFields) {
  return enqueueAction(reviewRiskAction, {
    entityId: project.projectId,
    baseVersion: risk.version,
    payload: { ...project, riskId: risk.id, riskTitle: risk.title, review },
  });
}
