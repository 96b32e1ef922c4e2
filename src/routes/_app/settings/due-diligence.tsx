import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DUE_DILIGENCE_SORT_COLUMNS } from '#contract/list-columns';
import type { DueDiligenceListQuery } from '@/features/due-diligence/api/due-diligence-keys';
import { dueDiligenceTypesQuery } from '@/features/due-diligence/api/get-due-diligence-types';
import { DueDiligencePage } from '@/features/due-diligence/components/due-diligence-page';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { ListPending } from './-components/list-pending';

const readDueDiligenceSearch = listSearchSchema(DUE_DILIGENCE_SORT_COLUMNS);

/** Settings → Raw Data → Due diligence (spec section 2). The page guard answers 403 without manage_settings. */
export const Route = createFileRoute('/_app/settings/due-diligence')({
  validateSearch: (search: Record<string, unknown>) => readDueDiligenceSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(DUE_DILIGENCE_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(dueDiligenceTypesQuery(deps)),
  pendingComponent: ListPending,
  component: DueDiligenceRoute,
});

function DueDiligenceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DueDiligencePage
      search={search}
      onSearchChange={(patch: Partial<DueDiligenceListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
