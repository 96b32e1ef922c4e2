import { createFileRoute } from '@tanstack/react-router';
import { ensureProposalPage } from '@/features/proposal-pages/api/proposal-page-queries';
import { BeneficiariesPage } from '@/features/proposal-pages/pages/beneficiaries-page';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposal-pages/proposal-page-labels';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/proposals/$proposalId/beneficiaries')({
  staticData: { breadcrumb: PROPOSAL_PAGE_LABELS['beneficiaries'] },
  loader: ({ context, params }) => ensureProposalPage(context.queryClient, params.proposalId, 'beneficiaries'),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: BeneficiariesRoute,
});

function BeneficiariesRoute() {
  const { proposalId } = Route.useParams();
  return <BeneficiariesPage proposalId={proposalId} />;
}
