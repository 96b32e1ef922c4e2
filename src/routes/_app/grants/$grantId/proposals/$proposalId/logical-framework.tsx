import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { LogicalFrameworkPage } from '@/features/proposal-pages/pages/logical-framework-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/logical-framework')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['logical-framework'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'logical-framework'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: LogicalFrameworkRoute,
});

function LogicalFrameworkRoute() {
  const { proposalId } = Route.useParams();
  return <LogicalFrameworkPage proposalId={proposalId} />;
}
