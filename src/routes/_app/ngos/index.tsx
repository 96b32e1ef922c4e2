import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NGO_SORT_COLUMNS } from '#contract/list-columns';
import { ngosQuery } from '@/features/ngos/api/get-ngos';
import type { NgoListQuery } from '@/features/ngos/api/ngo-keys';
import { NgosPage } from '@/features/ngos/components/ngos-page';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(NGO_SORT_COLUMNS);

/** The list's search params plus the country filter (absent: every country). */
function readNgosSearch(search: RawSearch): NgoListQuery {
  return { ...readListSearch(search), country_id: boundedInteger(search.country_id, 1, Number.MAX_SAFE_INTEGER) };
}

/** Organizations (spec section 2: /ngos): those that applied to the funder's grants (docs/decisions/122). */
export const Route = createFileRoute('/_app/ngos/')({
  validateSearch: (search: Record<string, unknown>) => readNgosSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(NGO_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The cards' country names and the country filter: fetched alongside (and saved for offline use), never blocking.
    void context.queryClient.prefetchQuery(countriesQuery());
    return context.queryClient.ensureQueryData(ngosQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: NgosRoute,
});

function NgosRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  return (
    <NgosPage
      search={search}
      canInvite={me?.permissions.includes('manage_grants') ?? false}
      onSearchChange={(patch: Partial<NgoListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
