import { PROPOSAL_PAGES } from '#contract/enums';
import type { PartnerProposal } from '#contract/partner-proposals';

/** How many of the twelve pages are complete, for the proposals list. */
export function completedPages(completeness: PartnerProposal['completeness']): { done: number; total: number } {
  return { done: PROPOSAL_PAGES.filter((page) => completeness[page]).length, total: PROPOSAL_PAGES.length };
}
