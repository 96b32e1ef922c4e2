import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import type { ProposalStatus } from '#contract/enums';

/** A partner list's first page at the default size (spec section 9): where links to the lists land. */
export const FIRST_PAGE = { page: 1, rows: DEFAULT_PAGE_SIZE } as const;

/** What the open calls page asks for (contract partnerCallListQuerySchema, as the browser sends it). */
export type PartnerCallListQuery = {
  page: number;
  rows: number;
  search?: string | undefined;
  donor_id?: number | undefined;
  country_id?: number | undefined;
  program_id?: number | undefined;
};

/** What the proposals page asks for (contract partnerProposalListQuerySchema). */
export type PartnerProposalListQuery = { page: number; rows: number; status?: ProposalStatus | undefined };

/**
 * Every query of the partner's calls and proposals hangs under these keys; a proposal's pages (sections,
 * negotiation comments) hang under its detail key, so an action on it invalidates exactly what it touched.
 */
export const partnerCallKeys = {
  all: ['partner-calls'] as const,
  lists: () => [...partnerCallKeys.all, 'list'] as const,
  list: (query: PartnerCallListQuery) => [...partnerCallKeys.lists(), query] as const,
  detail: (grantId: number) => [...partnerCallKeys.all, 'detail', grantId] as const,
};

export const partnerProposalKeys = {
  all: ['partner-proposals'] as const,
  lists: () => [...partnerProposalKeys.all, 'list'] as const,
  list: (query: PartnerProposalListQuery) => [...partnerProposalKeys.lists(), query] as const,
  details: () => [...partnerProposalKeys.all, 'detail'] as const,
  detail: (id: number) => [...partnerProposalKeys.details(), id] as const,
  section: (id: number, name: string) => [...partnerProposalKeys.detail(id), 'section', name] as const,
  negotiations: (id: number, pageId: number) => [...partnerProposalKeys.detail(id), 'negotiations', pageId] as const,
};
