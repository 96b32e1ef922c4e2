import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { CommentType } from '#contract/enums';
import type { NegotiationComment, NegotiationUpdate } from '#contract/proposals';
import { proposalKeys } from '../../api/proposal-keys';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeSavedComment } from './comment-cache';
import { COMMENT_ACTION, NEGOTIATION_ENTITY, commentExcerpt, type UpdateCommentPayload } from './comments-overlay';

/** PUT …/Negotiations/{commentId}: the whole record with the new content and type (spec section 7); author only. */
export const updateNegotiationComment = defineOutboxAction<UpdateCommentPayload, NegotiationComment>({
  type: COMMENT_ACTION.update,
  entity: NEGOTIATION_ENTITY,
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.proposals.negotiation(payload.proposalId, payload.comment.id),
    json: { ...payload.comment, content: payload.content, type: payload.type } satisfies NegotiationUpdate,
  }),
  onSuccess: (queryClient, answer) => storeSavedComment(queryClient, answer),
  invalidates: (payload) => [proposalKeys.comments(payload.proposalId, payload.pageId)],
  describe: ({ content }) => msg`Edit the negotiation comment “${commentExcerpt(content)}”`,
});

export function enqueueUpdateComment(comment: NegotiationComment, change: { content: string; type: CommentType }) {
  return enqueueAction(updateNegotiationComment, {
    entityId: comment.proj_id,
    baseVersion: null,
    payload: { proposalId: comment.proj_id, pageId: comment.page_id, comment, content: change.content, type: change.type },
  });
}
