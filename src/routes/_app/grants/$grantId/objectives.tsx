import { createFileRoute } from '@tanstack/react-router';
import { grantObjectivesQuery } from '@/features/grants/api/objectives-list';
import { grantProgramObjectivesQuery } from '@/features/grants/api/program-objectives-list';
import { GrantObjectivesPage } from '@/features/grants/components/detail/grant-objectives-page';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/objectives')({
  loader: ({ context, params }) => {
    // The programs' objectives are shown under the programs when they arrive: nothing waits for them.
    void context.queryClient.prefetchQuery(grantProgramObjectivesQuery(params.grantId));
    return context.queryClient.ensureQueryData(grantObjectivesQuery(params.grantId));
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantObjectivesRoute,
});

function GrantObjectivesRoute() {
  const { grantId } = Route.useParams();
  const { me } = Route.useRouteContext();
  return <GrantObjectivesPage grantId={grantId} me={me} />;
}
