import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { RiskAnalysisPage } from '@/features/proposal-pages/pages/risk-analysis-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/risk-analysis')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['risk-analysis'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'risk-analysis'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: RiskAnalysisRoute,
});

function RiskAnalysisRoute() {
  const { proposalId } = Route.useParams();
  return <RiskAnalysisPage proposalId={proposalId} />;
}
