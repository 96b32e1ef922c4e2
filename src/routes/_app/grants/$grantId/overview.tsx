import { createFileRoute } from '@tanstack/react-router';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { GrantOverview } from '@/features/grants/components/detail/grant-overview';
import { SkeletonList } from '@/ui/list/skeleton-rows';

export const Route = createFileRoute('/_app/grants/$grantId/overview')({
  // The grant itself is loaded by the layout; the country names may arrive after the first paint.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(countriesQuery());
  },
  pendingComponent: () => <SkeletonList rows={3} />,
  component: GrantOverviewRoute,
});

function GrantOverviewRoute() {
  const { grantId } = Route.useParams();
  return <GrantOverview grantId={grantId} />;
}
