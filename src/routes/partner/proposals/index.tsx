import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { PROPOSAL_STATUSES } from '#contract/enums';
import { PartnerProposalsPage, partnerProposalsQuery, type PartnerProposalListQuery } from '@/features/partner-proposals';
import { readProposalStatus } from '@/features/proposals/components/proposal-search-params';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { SkeletonList } from '@/ui/list/skeleton-rows';

function readProposalsSearch(search: RawSearch): PartnerProposalListQuery {
  return {
    page: boundedInteger(search.page, 1, Number.MAX_SAFE_INTEGER) ?? 1,
    rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    status: readProposalStatus(search.status, PROPOSAL_STATUSES),
  };
}

/** /partner/proposals: the organisation's proposals (issue 13 item 5). */
export const Route = createFileRoute('/partner/proposals/')({
  validateSearch: (search: Record<string, unknown>) => readProposalsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(partnerProposalsQuery(deps)),
  pendingComponent: () => <SkeletonList />,
  component: ProposalsRoute,
});

function ProposalsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PartnerProposalsPage search={search} onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })} />
  );
}
