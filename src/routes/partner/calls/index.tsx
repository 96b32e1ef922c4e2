import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { CallsPage, FILTER_SOURCE_QUERY, partnerCallsQuery, type PartnerCallListQuery } from '@/features/partner-proposals';
import { boundedInteger, optionalText, type RawSearch } from '@/lib/search-params';
import { SkeletonList } from '@/ui/list/skeleton-rows';

function id(value: unknown): number | undefined {
  return boundedInteger(value, 1, Number.MAX_SAFE_INTEGER);
}

/** Paging, search and the three filters from the URL; anything out of bounds falls back to its default. */
function readCallsSearch(search: RawSearch): PartnerCallListQuery {
  return {
    page: boundedInteger(search.page, 1, Number.MAX_SAFE_INTEGER) ?? 1,
    rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    search: optionalText(search.search),
    donor_id: id(search.donor_id),
    country_id: id(search.country_id),
    program_id: id(search.program_id),
  };
}

/** /partner/calls: the open calls of every funder (issue 13 item 4), painted from the persisted cache offline. */
export const Route = createFileRoute('/partner/calls/')({
  validateSearch: (search: Record<string, unknown>) => readCallsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The filters' choices come from the first page of every call: fetched alongside, never blocking.
    void context.queryClient.prefetchQuery(partnerCallsQuery(FILTER_SOURCE_QUERY));
    return context.queryClient.ensureQueryData(partnerCallsQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: CallsRoute,
});

function CallsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CallsPage search={search} onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })} />;
}
