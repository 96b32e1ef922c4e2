import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PROPOSAL_PAGES, type Proposal } from '#contract/proposals';
import { proposalQuery } from '@/features/proposals/api/get-proposal';
import { PROPOSAL_ENTITY } from '@/features/proposals/api/proposal-cache';
import { useOverlay } from '@/offline/outbox';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { PROPOSAL_PAGE_LABELS } from '../proposal-page-labels';
import { ProposalHeaderCard } from './proposal-header-card';
import { PROPOSAL_PAGE_ICONS } from './proposal-page-icons';
import { useCurrentProposalPage } from './use-current-page';
import { useProposalBack } from './use-proposal-back';

type ProposalDetailLayoutProps = {
  grantId: number;
  proposalId: number;
  onOpenNegotiation: () => void;
  children: ReactNode;
};

/** The proposal as the user sees it: the cached one (painted from disk offline) with their queued changes laid over. */
export function useShownProposal(proposalId: number): { proposal: Proposal; pending: boolean } {
  const { data } = useSuspenseQuery(proposalQuery(proposalId));
  const { data: proposal, pending } = useOverlay<Proposal>(PROPOSAL_ENTITY, proposalId, data);
  return { proposal: proposal ?? data, pending };
}

/** The proposal layout of spec section 2: the header card, then the twelve pages' menu (with Back) beside the page. */
export function ProposalDetailLayout({ grantId, proposalId, onOpenNegotiation, children }: ProposalDetailLayoutProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { proposal, pending } = useShownProposal(proposalId);
  const current = useCurrentProposalPage();
  const back = useProposalBack(grantId);
  return (
    <DetailLayout
      header={<ProposalHeaderCard proposal={proposal} pending={pending} onOpenNegotiation={onOpenNegotiation} />}
      pages={PROPOSAL_PAGES}
      labels={PROPOSAL_PAGE_LABELS}
      icons={PROPOSAL_PAGE_ICONS}
      label={t`Proposal pages`}
      linkTo={(page) => ({ to: '/grants/$grantId/proposals/$proposalId/$page', params: { grantId, proposalId, page } })}
      current={current}
      onOpen={(page) => void navigate({ to: '/grants/$grantId/proposals/$proposalId/$page', params: { grantId, proposalId, page } })}
      onBack={back}
    >
      {children}
    </DetailLayout>
  );
}
