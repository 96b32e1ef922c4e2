import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { negotiationCommentsQuery } from './get-negotiation-comments';

/**
 * While a proposal is under negotiation, its page's comments are fetched with the page, so the drawer opens at
 * once and still opens offline (the cache is persisted).
 */
export function usePrefetchComments(proposalId: number, pageId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled) void queryClient.prefetchQuery(negotiationCommentsQuery(proposalId, pageId));
  }, [queryClient, proposalId, pageId, enabled]);
}
