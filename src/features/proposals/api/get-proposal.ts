import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { Proposal, ProposalSection, ProposalSectionName } from '#contract/proposals';
import { api } from '@/lib/http';
import { proposalKeys } from './proposal-keys';

export function getProposal(id: number, signal?: AbortSignal) {
  return api<Proposal>(apiPaths.proposals.one(id), { signal });
}

export const proposalQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => getProposal(id, signal),
  });

/** One section document of a proposal page (Background, Budget, …), as the organisation wrote it. */
export const proposalSectionQuery = <Name extends ProposalSectionName>(id: number, name: Name) =>
  queryOptions({
    queryKey: proposalKeys.section(id, name),
    queryFn: ({ signal }) => api<ProposalSection<Name>>(apiPaths.proposals.section(id, name), { signal }),
    // What an organisation submitted does not change under the reviewer; refetched on reconnect and reload only.
    staleTime: 5 * 60_000,
  });

/**
 * The proposal as this device last saw it in any cached list page, for a dialog opened from Pending changes offline
 * (the detail may never have been opened). The detail query refetches it when online.
 */
export function proposalFromLists(queryClient: QueryClient, id: number): Proposal | undefined {
  for (const [, page] of queryClient.getQueriesData<Paged<Proposal>>({ queryKey: proposalKeys.lists() })) {
    const found = page?.data.find((proposal) => proposal.id === id);
    if (found) return found;
  }
  return undefined;
}
