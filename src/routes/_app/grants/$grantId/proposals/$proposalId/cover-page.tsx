import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { CoverPage } from '@/features/proposal-pages/pages/cover-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/cover-page')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['cover-page'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'cover-page'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: CoverRoute,
});

function CoverRoute() {
  const { proposalId } = Route.useParams();
  return <CoverPage proposalId={proposalId} />;
}
