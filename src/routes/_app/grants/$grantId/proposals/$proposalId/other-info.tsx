import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { OtherInfoPage } from '@/features/proposal-pages/pages/other-info-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/other-info')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['other-info'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'other-info'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: OtherInfoRoute,
});

function OtherInfoRoute() {
  const { proposalId } = Route.useParams();
  return <OtherInfoPage proposalId={proposalId} />;
}
