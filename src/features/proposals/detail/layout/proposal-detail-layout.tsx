import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HistoryRegular } from '@fluentui/react-icons';
import { PROPOSAL_PAGES, proposalPageSlug, type Proposal, type ProposalPageSlug } from '#contract/proposals';
import { proposalQuery } from '../../api/get-proposal';
import { PROPOSAL_ENTITY } from '../../api/proposal-cache';
import { useOverlay } from '@/offline/outbox';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { proposalChangesQuery } from '../api/proposal-page-queries';
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

/** The menu: the twelve pages of spec section 2, then the proposal's History (decision 164), a route of its own. */
const MENU_PAGES = [...PROPOSAL_PAGES, 'history'] as const;
type MenuPage = ProposalPageSlug | 'history';
const MENU_LABELS = { ...PROPOSAL_PAGE_LABELS, history: msg`History` };
const MENU_ICONS = { ...PROPOSAL_PAGE_ICONS, history: HistoryRegular };

function linkOf(grantId: number, proposalId: number, page: MenuPage) {
  return page === 'history'
    ? ({ to: '/grants/$grantId/proposals/$proposalId/history', params: { grantId, proposalId } } as const)
    : ({ to: '/grants/$grantId/proposals/$proposalId/$page', params: { grantId, proposalId, page } } as const);
}

/** The pages the organisation changed since negotiation began; none until the answer comes (it never blocks the page). */
function useChangedPages(proposalId: number): ReadonlySet<MenuPage> {
  const { data } = useQuery(proposalChangesQuery(proposalId));
  return new Set((data ?? []).map((change) => proposalPageSlug(change.page_id)));
}

function useCurrentMenuPage(): MenuPage {
  const page = useCurrentProposalPage();
  const onHistory = useRouterState({ select: (state) => state.location.pathname.split('/').filter(Boolean).at(-1) === 'history' });
  return onHistory ? 'history' : page;
}

/** The proposal layout of spec section 2: the header card, then the twelve pages' menu (with Back) beside the page. */
export function ProposalDetailLayout({ grantId, proposalId, onOpenNegotiation, children }: ProposalDetailLayoutProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { proposal, pending } = useShownProposal(proposalId);
  const current = useCurrentMenuPage();
  const back = useProposalBack(grantId);
  const changed = useChangedPages(proposalId);
  return (
    <DetailLayout
      header={<ProposalHeaderCard proposal={proposal} pending={pending} onOpenNegotiation={onOpenNegotiation} />}
      pages={MENU_PAGES}
      labels={MENU_LABELS}
      icons={MENU_ICONS}
      label={t`Proposal pages`}
      badge={{ pages: changed, label: t`Changed`, title: t`Changed since negotiation began` }}
      linkTo={(page) => linkOf(grantId, proposalId, page)}
      current={current}
      onOpen={(page) => void navigate(linkOf(grantId, proposalId, page))}
      onBack={back}
    >
      {children}
    </DetailLayout>
  );
}
