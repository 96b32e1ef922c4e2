import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { BudgetPage } from '@/features/proposal-pages/pages/budget-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/budget')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['budget'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'budget'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: BudgetRoute,
});

function BudgetRoute() {
  const { proposalId } = Route.useParams();
  return <BudgetPage proposalId={proposalId} />;
}
