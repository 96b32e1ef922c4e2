import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { WorkplanPage } from '@/features/proposal-pages/pages/workplan-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/workplan')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['workplan'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'workplan'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: WorkplanRoute,
});

function WorkplanRoute() {
  const { proposalId } = Route.useParams();
  return <WorkplanPage proposalId={proposalId} />;
}
