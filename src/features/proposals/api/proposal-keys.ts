import type { ProposalStatus } from '#contract/enums';
import type { PROPOSAL_SORT_COLUMNS } from '#contract/list-columns';
import type { PagingQuery } from '#contract/paging';

export type ProposalSortColumn = (typeof PROPOSAL_SORT_COLUMNS)[number];
export type ProposalListQuery = PagingQuery<ProposalSortColumn> & {
  status?: ProposalStatus | undefined;
  grant_id?: number | undefined;
  ngo_id?: number | undefined;
};

/**
 * Every proposal query hangs under `proposalKeys.all`, so a proposal action invalidates exactly these.
 * A proposal's pages hang under `proposalKeys.detail(id)` (sections, documents, risks, installments, comments).
 */
export const proposalKeys = {
  all: ['proposals'] as const,
  lists: () => [...proposalKeys.all, 'list'] as const,
  list: (query: ProposalListQuery) => [...proposalKeys.lists(), query] as const,
  details: () => [...proposalKeys.all, 'detail'] as const,
  detail: (id: number) => [...proposalKeys.details(), id] as const,
  section: (id: number, name: string) => [...proposalKeys.detail(id), 'section', name] as const,
  batches: (id: number) => [...proposalKeys.detail(id), 'batches'] as const,
  usersInCharge: (id: number) => [...proposalKeys.detail(id), 'users-in-charge'] as const,
  risks: (id: number) => [...proposalKeys.detail(id), 'risks'] as const,
  riskStats: (id: number) => [...proposalKeys.detail(id), 'risk-stats'] as const,
  comments: (id: number, pageId: number) => [...proposalKeys.detail(id), 'comments', pageId] as const,
  /** The grants the list of all proposals can be filtered by. */
  grantOptions: () => [...proposalKeys.all, 'grant-options'] as const,
};
