import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PROGRAM_SORT_COLUMNS } from '#contract/list-columns';
import { programsQuery } from '@/features/programs/api/get-programs';
import { userOptionsQuery } from '@/features/programs/api/get-user-options';
import type { ProgramListQuery } from '@/features/programs/api/program-keys';
import { ProgramsPage } from '@/features/programs/components/programs-page';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { SkeletonList } from '@/ui/list/skeleton-rows';

const readProgramsSearch = listSearchSchema(PROGRAM_SORT_COLUMNS);

/** Initiatives (spec section 2: /programs). The page guard answers 403 without manage_programs. */
export const Route = createFileRoute('/_app/programs/')({
  validateSearch: (search: Record<string, unknown>) => readProgramsSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(PROGRAM_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The dialogs' user pickers: fetched alongside, never blocking the list.
    void context.queryClient.prefetchQuery(userOptionsQuery());
    return context.queryClient.ensureQueryData(programsQuery(deps));
  },
  pendingComponent: () => <SkeletonList />,
  component: ProgramsRoute,
});

function ProgramsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const users = useQuery(userOptionsQuery());
  return (
    <ProgramsPage
      search={search}
      onSearchChange={(patch: Partial<ProgramListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
      users={users.data}
    />
  );
}
