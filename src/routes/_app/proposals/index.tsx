import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { FUNDER_PROPOSAL_STATUSES } from '#contract/enums';
import { PROPOSAL_SORT_COLUMNS } from '#contract/list-columns';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { proposalsQuery } from '@/features/proposals/api/get-proposals';
import { readProposalStatus } from '@/features/proposals/components/proposal-search-params';
import { ProposalsPage, type ProposalsSearch } from '@/features/proposals/components/proposals-page';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(PROPOSAL_SORT_COLUMNS);

/** The list's search params plus the status and grant filters (absent: all). */
function readProposalsSearch(search: RawSearch): ProposalsSearch {
  return {
    ...readListSearch(search),
    status: readProposalStatus(search.status, FUNDER_PROPOSAL_STATUSES),
    grant_id: boundedInteger(search.grant_id, 1, Number.MAX_SAFE_INTEGER),
  };
}

export const Route = createFileRoute('/_app/proposals/')({
  validateSearch: (search: Record<string, unknown>) => readProposalsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(PROPOSAL_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The users-in-charge picker of the cards' menus: fetched alongside (and saved for offline use), never blocking.
    void context.queryClient.prefetchQuery(userOptionsQuery());
    return context.queryClient.ensureQueryData(proposalsQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: ProposalsRoute,
});

function ProposalsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProposalsPage
      search={search}
      onSearchChange={(patch: Partial<ProposalsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
