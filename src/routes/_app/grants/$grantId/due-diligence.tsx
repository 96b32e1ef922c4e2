import { createFileRoute } from '@tanstack/react-router';
import { grantDueDiligencesQuery } from '@/features/grants/api/due-diligences-list';
import { GrantDueDiligencePage } from '@/features/grants/components/detail/grant-due-diligence-page';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/due-diligence')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(grantDueDiligencesQuery(params.grantId)),
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantDueDiligenceRoute,
});

function GrantDueDiligenceRoute() {
  const { grantId } = Route.useParams();
  const { me } = Route.useRouteContext();
  return <GrantDueDiligencePage grantId={grantId} me={me} />;
}
