import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { BackgroundPage } from '@/features/proposal-pages/pages/background-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/background')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['background'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'background'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: BackgroundRoute,
});

function BackgroundRoute() {
  const { proposalId } = Route.useParams();
  return <BackgroundPage proposalId={proposalId} />;
}
