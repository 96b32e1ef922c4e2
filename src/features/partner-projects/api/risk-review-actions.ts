import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import type { ProjectRisk } from '#contract/project-tracking';
// The status words are the project pages' (detail catalog, which the workspace loads, where its conflicts are shown).
import { PROJECT_RISK_STATUS_LOOK } from '@/features/projects';
import { isPageVisible } from '@/features/proposals';
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
  summarize: summarizeRisk,
});

function isRisk(value: unknown): value is Pick<ProjectRisk, 'status' | 'isMaterialized' | 'mitigation' | 'review_date'> {
  return typeof value === 'object' && value !== null && 'status' in value && 'mitigation' in value && 'isMaterialized' in value;
}

/** A conflict shows the risk as a colleague left it: its status, whether it materialised, the mitigation, the next review. */
export function summarizeRisk(current: unknown): Array<{ label: MessageDescriptor; value: string }> {
  if (!isRisk(current)) return [];
  return [
    { label: msg`Status`, value: i18n._(PROJECT_RISK_STATUS_LOOK[current.status].label) },
    { label: msg`The risk materialised`, value: i18n._(current.isMaterialized ? msg`Yes` : msg`No`) },
    { label: msg`Mitigation`, value: current.mitigation },
    { label: msg`Next review`, value: current.review_date ?? '—' },
  ];
}

export function queueRiskReview(project: PartnerProjectRef, risk: { id: number; title: string; version: number }, review: RiskReviewFields) {
  return enqueueAction(reviewRiskAction, {
    entityId: project.projectId,
    baseVersion: risk.version,
    payload: { ...project, riskId: risk.id, riskTitle: risk.title, review },
  });
}
