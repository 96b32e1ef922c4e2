import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { GrantStatus } from '#contract/enums';
import { GRANT_SORT_COLUMNS } from '#contract/list-columns';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { grantsQuery } from '@/features/grants/api/get-grants';
import type { GrantListQuery } from '@/features/grants/api/grant-keys';
import { GrantsPage } from '@/features/grants/components/grants-page';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(GRANT_SORT_COLUMNS);
const STATUSES: readonly number[] = Object.values(GrantStatus);

/** The list's search params plus the status filter (absent: all statuses). */
function readGrantsSearch(search: RawSearch): GrantListQuery {
  const status = boundedInteger(search.status, 0, Number.MAX_SAFE_INTEGER);
  return { ...readListSearch(search), status: status !== undefined && STATUSES.includes(status) ? (status as GrantStatus) : undefined };
}

export const Route = createFileRoute('/_app/grants/')({
  validateSearch: (search: Record<string, unknown>) => readGrantsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(GRANT_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The cards' country names and the users-in-charge picker: fetched alongside (and saved for offline use),
    // never blocking the list.
    void context.queryClient.prefetchQuery(countriesQuery());
    void context.queryClient.prefetchQuery(userOptionsQuery());
    return context.queryClient.ensureQueryData(grantsQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: GrantsRoute,
});

function GrantsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  return (
    <GrantsPage
      search={search}
      onSearchChange={(patch: Partial<GrantListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
      me={me}
    />
  );
}
