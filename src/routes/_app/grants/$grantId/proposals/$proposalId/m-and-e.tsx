import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { MonitoringPage } from '@/features/proposal-pages/pages/monitoring-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/m-and-e')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['m-and-e'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'm-and-e'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: MonitoringRoute,
});

function MonitoringRoute() {
  const { proposalId } = Route.useParams();
  return <MonitoringPage proposalId={proposalId} />;
}
