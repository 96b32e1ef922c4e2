import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { DocumentsPage } from '@/features/proposal-pages/pages/documents-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/documents')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['documents'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'documents'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const { proposalId } = Route.useParams();
  return <DocumentsPage proposalId={proposalId} />;
}
