import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { NegotiationComment } from '#contract/proposals';
import { proposalKeys } from '../../api/proposal-keys';
import { api } from '@/lib/http';

export function getNegotiationComments(proposalId: number, pageId: number, signal?: AbortSignal) {
  return api<NegotiationComment[]>(apiPaths.proposals.negotiations(proposalId), { query: { page_id: pageId }, signal });
}

/**
 * The negotiation comments of one proposal page, oldest first. Live notifications of new comments invalidate
 * them (use-notification-hub.ts), so they are not polled.
 */
export const negotiationCommentsQuery = (proposalId: number, pageId: number) =>
  queryOptions({
    queryKey: proposalKeys.comments(proposalId, pageId),
    queryFn: ({ signal }) => getNegotiationComments(proposalId, pageId, signal),
    // The drawer says itself when the comments cannot be loaded.
    meta: { silentErrors: true },
  });

/** Every page's comments of a proposal: what a notification about a new comment makes stale. */
export function negotiationCommentsOf(proposalId: number) {
  return [...proposalKeys.detail(proposalId), 'comments'] as const;
}
