import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { DueDiligencesPage } from '@/features/proposal-pages/pages/due-diligences-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/due-diligences')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['due-diligences'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'due-diligences'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: DueDiligencesRoute,
});

function DueDiligencesRoute() {
  const { proposalId } = Route.useParams();
  return <DueDiligencesPage proposalId={proposalId} />;
}
