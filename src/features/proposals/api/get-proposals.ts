import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { proposalStatusToWire } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { Proposal } from '#contract/proposals';
import { api } from '@/lib/http';
import { proposalKeys, type ProposalListQuery } from './proposal-keys';

export function getProposals(query: ProposalListQuery, signal?: AbortSignal) {
  const { status, ...rest } = query;
  return api<Paged<Proposal>>(apiPaths.proposals.list, { query: { ...rest, status: status ? proposalStatusToWire(status) : undefined }, signal });
}

/** One page of the funder's proposals (all grants, or one grant's with grant_id), by status and search. */
export const proposalsQuery = (query: ProposalListQuery) =>
  queryOptions({
    queryKey: proposalKeys.list(query),
    queryFn: ({ signal }) => getProposals(query, signal),
  });
