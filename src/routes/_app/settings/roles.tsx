import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ROLE_SORT_COLUMNS } from '#contract/list-columns';
import { rolesQuery } from '@/features/roles/api/get-roles';
import type { RoleListQuery } from '@/features/roles/api/role-keys';
import { RolesPage } from '@/features/roles/components/roles-page';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { ListPending } from './-components/list-pending';

const readRolesSearch = listSearchSchema(ROLE_SORT_COLUMNS);

export const Route = createFileRoute('/_app/settings/roles')({
  validateSearch: (search: Record<string, unknown>) => readRolesSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(ROLE_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(rolesQuery(deps)),
  pendingComponent: ListPending,
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RolesPage
      search={search}
      onSearchChange={(patch: Partial<RoleListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
    />
  );
}
