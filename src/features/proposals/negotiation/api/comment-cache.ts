import type { QueryClient } from '@tanstack/react-query';
import type { NegotiationComment } from '#contract/proposals';
import { proposalKeys } from '../../api/proposal-keys';
import { withSavedComment, withoutComment } from './comments-overlay';

/**
 * The server's answer goes into the page's cached comments at once, so the comment does not blink out between
 * the moment its queued copy is removed and the moment the refetch arrives.
 */
export function storeSavedComment(queryClient: QueryClient, comment: NegotiationComment): void {
  queryClient.setQueryData<NegotiationComment[]>(proposalKeys.comments(comment.proj_id, comment.page_id), (comments) =>
    withSavedComment(comments, comment),
  );
}

export function forgetComment(queryClient: QueryClient, proposalId: number, pageId: number, commentId: number): void {
  queryClient.setQueryData<NegotiationComment[]>(proposalKeys.comments(proposalId, pageId), (comments) => withoutComment(comments, commentId));
}
