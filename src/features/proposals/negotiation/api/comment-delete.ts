import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { NegotiationComment } from '#contract/proposals';
import type { DeletedResponse } from '#contract/responses';
import { proposalKeys } from '../../api/proposal-keys';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { forgetComment } from './comment-cache';
import { COMMENT_ACTION, NEGOTIATION_ENTITY, commentExcerpt, type DeleteCommentPayload } from './comments-overlay';

/** DELETE …/Negotiations/{commentId}, asked for with a confirmation; author only (spec sections 4 and 6). */
export const deleteNegotiationComment = defineOutboxAction<DeleteCommentPayload, DeletedResponse>({
  type: COMMENT_ACTION.delete,
  entity: NEGOTIATION_ENTITY,
  request: (payload) => ({
    method: 'DELETE',
    path: apiPaths.proposals.negotiation(payload.proposalId, payload.commentId),
  }),
  onSuccess: (queryClient, _answer, record) => forgetComment(queryClient, record.payload.proposalId, record.payload.pageId, record.payload.commentId),
  invalidates: (payload) => [proposalKeys.comments(payload.proposalId, payload.pageId)],
  describe: ({ content }) => msg`Delete the negotiation comment “${commentExcerpt(content)}”`,
});

export function enqueueDeleteComment(comment: Pick<NegotiationComment, 'id' | 'proj_id' | 'page_id' | 'content'>) {
  return enqueueAction(deleteNegotiationComment, {
    entityId: comment.proj_id,
    baseVersion: null,
    payload: { proposalId: comment.proj_id, pageId: comment.page_id, commentId: comment.id, content: comment.content },
  });
}
