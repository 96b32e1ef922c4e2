import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { proposalStatusToWire } from '#contract/enums';
import type { Paged } from '#contract/paging';
import { partnerPaths } from '#contract/partner';
import type { PartnerProposal } from '#contract/partner-proposals';
import { api } from '@/lib/http';
import { useOverlay } from '@/offline/outbox';
import { PARTNER_PROPOSAL_ENTITY } from './partner-proposal-cache';
import { partnerProposalKeys, type PartnerProposalListQuery } from './partner-proposal-keys';

/** One page of the organisation's proposals, newest first, by status. */
export const partnerProposalsQuery = (query: PartnerProposalListQuery) =>
  queryOptions({
    queryKey: partnerProposalKeys.list(query),
    queryFn: ({ signal }) =>
      api<Paged<PartnerProposal>>(partnerPaths.proposals.list, {
        query: { ...query, status: query.status ? proposalStatusToWire(query.status) : undefined },
        signal,
      }),
  });

export const partnerProposalQuery = (id: number) =>
  queryOptions({
    queryKey: partnerProposalKeys.detail(id),
    queryFn: ({ signal }) => api<PartnerProposal>(partnerPaths.proposals.one(id), { signal }),
  });

/** The proposal as the partner should see it: the cached one (painted from disk offline) with their queued changes laid over. */
export function useShownPartnerProposal(id: number): { proposal: PartnerProposal; pending: boolean } {
  const { data } = useSuspenseQuery(partnerProposalQuery(id));
  const { data: proposal, pending } = useOverlay<PartnerProposal>(PARTNER_PROPOSAL_ENTITY, id, data);
  return { proposal: proposal ?? data, pending };
}
