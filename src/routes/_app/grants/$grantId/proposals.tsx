import { createFileRoute } from '@tanstack/react-router';
import { GrantProposalsPage } from '@/features/grants/components/detail/grant-proposals-page';

export const Route = createFileRoute('/_app/grants/$grantId/proposals')({
  component: GrantProposalsRoute,
});

function GrantProposalsRoute() {
  const { grantId } = Route.useParams();
  return <GrantProposalsPage grantId={grantId} />;
}
