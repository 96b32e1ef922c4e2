import { createFileRoute } from '@tanstack/react-router';
import { InspirePage, inspireQuery, storiesQuery } from '@/features/inspire';
// The search reader comes from its own light module: route definitions load with /login (decision 008).
import { inspireFilterOf, readInspireSearch } from '@/features/inspire/lib/inspire-search';

/** /inspire (spec section 2; decision 208): featured stories of change and results across the funder's projects. */
export const Route = createFileRoute('/_app/inspire')({
  validateSearch: readInspireSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const filter = inspireFilterOf(deps);
    // Nothing waits: the page shows its skeleton, or the persisted copy when there is one (offline included).
    if (deps.tab === 'choose') void context.queryClient.prefetchQuery(storiesQuery(filter));
    else void context.queryClient.prefetchQuery(inspireQuery(filter));
  },
  component: InspireRoute,
});

function InspireRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { knownPermissions } = Route.useRouteContext();
  // Unknown permissions (profile not loaded) show the tab; the server refuses the switch without manage_grants.
  const canFeature = knownPermissions === null || knownPermissions.includes('manage_grants');
  return (
    <InspirePage
      search={search}
      canFeature={canFeature}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
