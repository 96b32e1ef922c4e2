import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import { PROPOSAL_PAGE_ICONS } from '@/features/proposals';
import { useCurrentProposalPage } from '@/features/proposals';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { useShownPartnerProposal } from '../api/get-partner-proposals';
import { FIRST_PAGE } from '../api/partner-proposal-keys';
import { DecisionCard } from './decision-card';
import { PartnerProposalHeader } from './partner-proposal-header';

function linkOf(id: number, page: ProposalPageSlug) {
  return { to: '/partner/proposals/$id/$page', params: { id, page } } as const;
}

/**
 * The partner's proposal (issue 13 item 5): the header with Submit, the funder's decision once made, then the twelve
 * pages' menu (as on the staff review, each with its complete / incomplete mark) beside the open page's editor.
 */
export function PartnerProposalLayout({ proposalId, children }: { proposalId: number; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { proposal, pending } = useShownPartnerProposal(proposalId);
  const current = useCurrentProposalPage();
  const complete = useMemo(() => new Set(PROPOSAL_PAGES.filter((page) => proposal.completeness[page])), [proposal.completeness]);
  return (
    <DetailLayout
      header={
        <>
          <PartnerProposalHeader proposal={proposal} pending={pending} />
          <DecisionCard proposal={proposal} />
        </>
      }
      pages={PROPOSAL_PAGES}
      labels={PROPOSAL_PAGE_LABELS}
      icons={PROPOSAL_PAGE_ICONS}
      label={t`Proposal pages`}
      completion={{ complete, completeLabel: t`Complete`, incompleteLabel: t`Incomplete` }}
      linkTo={(page) => linkOf(proposalId, page)}
      current={current}
      onOpen={(page) => void navigate(linkOf(proposalId, page))}
      onBack={() => void navigate({ to: '/partner/proposals', search: FIRST_PAGE })}
    >
      {children}
    </DetailLayout>
  );
}
