import { useSuspenseQuery } from '@tanstack/react-query';
import type { ProposalSection, ProposalSectionName } from '#contract/proposals';
import { proposalSectionQuery } from '../../api/get-proposal';

/**
 * One section as the organisation wrote it. A page the organisation left empty comes back as null for the
 * text sections ([] for the lists), so every page says so instead of failing.
 */
export function useProposalSection<Name extends ProposalSectionName>(proposalId: number, name: Name): ProposalSection<Name> | null {
  const { data } = useSuspenseQuery(proposalSectionQuery(proposalId, name));
  return data ?? null;
}
