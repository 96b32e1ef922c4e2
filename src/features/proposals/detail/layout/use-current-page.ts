import { useRouterState } from '@tanstack/react-router';
import { DEFAULT_PROPOSAL_PAGE, PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/proposals';

/** The proposal page the address shows (its last segment); the cover page while the index redirects to it. */
export function useCurrentProposalPage(): ProposalPageSlug {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const last = pathname.split('/').filter(Boolean).at(-1);
  return PROPOSAL_PAGES.find((page) => page === last) ?? DEFAULT_PROPOSAL_PAGE;
}
