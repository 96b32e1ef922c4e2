import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { GrantObjectivesPage } from '@/features/proposal-pages/pages/grant-objectives-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/grant-objectives')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['grant-objectives'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'grant-objectives'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantObjectivesRoute,
});

function GrantObjectivesRoute() {
  const { proposalId } = Route.useParams();
  return <GrantObjectivesPage proposalId={proposalId} />;
}
