import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PROJECT_STATUSES } from '#contract/enums';
import { PROJECT_SORT_COLUMNS } from '#contract/list-columns';
import { projectsQuery } from '@/features/projects/api/get-projects';
import type { ProjectListQuery } from '@/features/projects/api/project-keys';
import { ProjectsPage } from '@/features/projects/components/projects-page';
import { countriesQuery } from '@/features/reference/api/get-countries';
import type { RawSearch } from '@/lib/search-params';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readListSearch = listSearchSchema(PROJECT_SORT_COLUMNS);

/** The list's search params plus the status filter (absent: every status). */
function readProjectsSearch(search: RawSearch): ProjectListQuery {
  const status = PROJECT_STATUSES.find((value) => value === search.status);
  return { ...readListSearch(search), status };
}

/** Projects (spec section 2: /projects): the list only; a project's own pages come with the project follow-up. */
export const Route = createFileRoute('/_app/projects/')({
  validateSearch: (search: Record<string, unknown>) => readProjectsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(PROJECT_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The cards' country names in the portal's language: fetched alongside, never blocking the list.
    void context.queryClient.prefetchQuery(countriesQuery());
    return context.queryClient.ensureQueryData(projectsQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectsPage
      search={search}
      onSearchChange={(patch: Partial<ProjectListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
