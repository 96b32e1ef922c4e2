import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#contract/constants';
import { PROJECT_STATUSES } from '#contract/enums';
import { PartnerProjectsPage, partnerProjectsQuery, type PartnerProjectListQuery } from '@/features/partner-projects';
import { readProposalStatus } from '@/features/proposals/components/proposal-search-params';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import { SkeletonList } from '@/ui/list/skeleton-rows';

function readProjectsSearch(search: RawSearch): PartnerProjectListQuery {
  return {
    page: boundedInteger(search.page, 1, Number.MAX_SAFE_INTEGER) ?? 1,
    rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    status: readProposalStatus(search.status, PROJECT_STATUSES),
  };
}

/** /partner/projects: the organisation's projects (issue 13 item 1; issue 14 builds each project's workspace). */
export const Route = createFileRoute('/partner/projects/')({
  validateSearch: (search: Record<string, unknown>) => readProjectsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(partnerProjectsQuery(deps)),
  pendingComponent: () => <SkeletonList />,
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PartnerProjectsPage search={search} onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })} />
  );
}
