import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { NgoDueDiligence } from '#contract/ngos';
import type { DueDiligenceReviewStatus } from '#contract/partner-due-diligence';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { ngoKeys } from './ngo-keys';

export type ReviewDueDiligencePayload = {
  ngoId: number;
  documentId: number;
  /** The document's name, for the outbox panel. */
  name: string;
  status: DueDiligenceReviewStatus;
  comment: string | null;
};

/**
 * PUT ngo/{id}/due-diligences/{documentId}/Review: the funder accepts a document or returns it with a comment
 * (docs/decisions/197-due-diligence-reviews.md). Its answer is the document as this funder now sees it.
 */
export const reviewDueDiligence = defineOutboxAction<ReviewDueDiligencePayload, NgoDueDiligence>({
  type: 'ngo.reviewDueDiligence',
  entity: 'ngo',
  request: ({ ngoId, documentId, status, comment }) => ({
    method: 'PUT',
    path: apiPaths.ngos.dueDiligenceReview(ngoId, documentId),
    json: { status, comment },
  }),
  onSuccess: (queryClient, answer, record) =>
    queryClient.setQueryData<NgoDueDiligence[]>(ngoKeys.dueDiligences(record.payload.ngoId), (documents) =>
      documents?.map((document) => (document.id === answer.id ? answer : document)),
    ),
  invalidates: ({ ngoId }) => [ngoKeys.dueDiligences(ngoId)],
  describe: ({ name, status }) => (status === 'accepted' ? msg`Accept the document “${name}”` : msg`Return the document “${name}”`),
});

export function enqueueDueDiligenceReview(payload: ReviewDueDiligencePayload) {
  return enqueueAction(reviewDueDiligence, { entityId: payload.ngoId, baseVersion: null, payload });
}
