import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PROPOSAL_SORT_COLUMNS } from '#contract/list-columns';
import { listSearchDefaults } from '@/ui/list/list-search';
import { stepsBackToEntry } from './proposal-history';

type Router = ReturnType<typeof useRouter>;

/** The router numbers each history entry it creates (kept in history.state, so it survives a reload). */
function historyIndex(router: Router): number {
  // The router names the field; the lint rule is about our own names.
  // oxlint-disable-next-line eslint/no-underscore-dangle
  return router.history.location.state.__TSR_index;
}

/**
 * The Back button of the proposal layout (spec section 2): back to where the user came from, through the browser's
 * history so that page keeps its scroll and filters; when there is no such page, to the grant's proposals.
 * The layout is keyed by proposal, so the entry is the first page of this proposal seen.
 */
export function useProposalBack(grantId: number): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  const [entryIndex] = useState(() => historyIndex(router));
  return () => {
    const steps = stepsBackToEntry(entryIndex, historyIndex(router));
    if (steps !== null) router.history.go(steps);
    else void navigate({ to: '/grants/$grantId/proposals', params: { grantId }, search: listSearchDefaults(PROPOSAL_SORT_COLUMNS) });
  };
}
