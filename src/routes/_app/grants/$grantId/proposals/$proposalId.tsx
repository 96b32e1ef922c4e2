import { useLingui } from '@lingui/react';
import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { useState } from 'react';
import { PROPOSAL_PAGE_IDS } from '#contract/proposals';
import { usePrefetchComments } from '@/features/proposals/negotiation/api/prefetch-comments';
import { LazyNegotiationDrawer } from '@/features/proposals/negotiation/components/lazy-negotiation-drawer';
import { ProposalDetailLayout, useShownProposal } from '@/features/proposals/detail/layout/proposal-detail-layout';
import { useCurrentProposalPage } from '@/features/proposals/detail/layout/use-current-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals/detail/proposal-page-labels';
import { proposalQuery } from '@/features/proposals/api/get-proposal';
import { loadDetailMessages } from '@/lib/i18n';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';

/**
 * The proposal layout (spec section 2). Its loader names the breadcrumb after the proposal (decision 033) and
 * reads the proposal from the persisted cache first, so the layout paints offline. Another funder's proposal is a
 * 404 from the API, which opens the error page; a proposal under another grant's address is not a page here.
 * The id is parsed to a number without zod (decision 008).
 */
export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId')({
  params: {
    parse: ({ proposalId }) => ({ proposalId: Number(proposalId) }),
    stringify: ({ proposalId }) => ({ proposalId: String(proposalId) }),
  },
  // The detail pages' messages (docs/decisions/129-two-catalogs.md), before anything of the page paints.
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params: { grantId, proposalId } }): Promise<BreadcrumbLoaderData> => {
    if (!Number.isSafeInteger(proposalId) || proposalId <= 0) throw notFound();
    const proposal = await context.queryClient.ensureQueryData(proposalQuery(proposalId));
    if (proposal.grant_id !== grantId) throw notFound();
    return { breadcrumb: proposal.title };
  },
  component: ProposalLayoutRoute,
});

function ProposalLayoutRoute() {
  const { proposalId } = Route.useParams();
  // A new proposal starts afresh: its own Back target, its drawer closed.
  return <ProposalScreen key={proposalId} />;
}

/** The layout with the negotiation drawer of the current page (spec section 2). */
function ProposalScreen() {
  const { grantId, proposalId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const { i18n } = useLingui();
  const { proposal } = useShownProposal(proposalId);
  const page = useCurrentProposalPage();
  const pageId = PROPOSAL_PAGE_IDS[page];
  const [negotiationOpen, setNegotiationOpen] = useState(false);
  usePrefetchComments(proposalId, pageId, proposal.status === 'underNegotiation');
  return (
    <ProposalDetailLayout grantId={grantId} proposalId={proposalId} onOpenNegotiation={() => setNegotiationOpen(true)}>
      <Outlet />
      <LazyNegotiationDrawer
        open={negotiationOpen}
        onClose={() => setNegotiationOpen(false)}
        proposal={proposal}
        pageId={pageId}
        pageLabel={i18n._(PROPOSAL_PAGE_LABELS[page])}
        me={me}
      />
    </ProposalDetailLayout>
  );
}
