import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { GrantNegotiationComment } from '#contract/proposals';
import { grantKeys } from '@/features/grants';
import { api } from '@/lib/http';

export type GrantCommentsPaging = { page: number; rows: number };

export function getGrantNegotiationComments(grantId: number, paging: GrantCommentsPaging, signal?: AbortSignal) {
  return api<Paged<GrantNegotiationComment>>(apiPaths.grants.proposalNegotiations(grantId), { query: paging, signal });
}

/** Every page of a grant's negotiation comments: what a new comment on one of its proposals makes stale. */
export const grantNegotiationCommentsOf = (grantId: number) => [...grantKeys.detail(grantId), 'negotiations'] as const;

/** One page of the negotiation comments across a grant's proposals, newest first. */
export const grantNegotiationCommentsQuery = (grantId: number, paging: GrantCommentsPaging) =>
  queryOptions({
    queryKey: [...grantNegotiationCommentsOf(grantId), paging] as const,
    queryFn: ({ signal }) => getGrantNegotiationComments(grantId, paging, signal),
    placeholderData: keepPreviousData,
  });
