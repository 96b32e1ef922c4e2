import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { CommentType } from '#contract/enums';
import type { NegotiationComment, NegotiationInput, Proposal } from '#contract/proposals';
import { proposalKeys } from '../../api/proposal-keys';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeSavedComment } from './comment-cache';
import { COMMENT_ACTION, NEGOTIATION_ENTITY, commentExcerpt, type AddCommentPayload, type CommentAuthor } from './comments-overlay';

/**
 * POST …/Proposals/{id}/Negotiations: queued, so a comment written offline shows at once (Pending) and is sent on
 * reconnect. Comments carry no version: the server checks the proposal's status and the author's rights instead.
 */
export const addNegotiationComment = defineOutboxAction<AddCommentPayload, NegotiationComment>({
  type: COMMENT_ACTION.add,
  entity: NEGOTIATION_ENTITY,
  request: (payload) => ({
    method: 'POST',
    path: apiPaths.proposals.negotiations(payload.proposalId),
    json: {
      proj_id: payload.proposalId,
      page_id: payload.pageId,
      grant_id: payload.grantId,
      content: payload.content,
      type: payload.type,
    } satisfies NegotiationInput,
  }),
  onSuccess: (queryClient, answer) => storeSavedComment(queryClient, answer),
  invalidates: (payload) => [proposalKeys.comments(payload.proposalId, payload.pageId)],
  describe: ({ content }) => msg`Negotiation comment “${commentExcerpt(content)}”`,
});

export function enqueueAddComment(input: {
  proposal: Pick<Proposal, 'id' | 'grant_id'>;
  pageId: number;
  content: string;
  type: CommentType;
  author: CommentAuthor;
}) {
  const { proposal, pageId, content, type, author } = input;
  return enqueueAction(addNegotiationComment, {
    entityId: proposal.id,
    baseVersion: null,
    payload: {
      proposalId: proposal.id,
      grantId: proposal.grant_id,
      pageId,
      clientKey: crypto.randomUUID(),
      content,
      type,
      author,
      writtenAt: new Date().toISOString(),
    },
  });
}
