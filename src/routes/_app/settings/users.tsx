import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { USER_SORT_COLUMNS } from '#contract/list-columns';
import { roleOptionsQuery } from '@/features/roles/api/get-role-options';
import { usersQuery } from '@/features/users/api/get-users';
import type { UserListQuery } from '@/features/users/api/user-keys';
import { UsersPage } from '@/features/users/components/users-page';
import { listSearchDefaults, listSearchSchema } from '@/ui/list/list-search';
import { ListPending } from './-components/list-pending';

const readUsersSearch = listSearchSchema(USER_SORT_COLUMNS);

export const Route = createFileRoute('/_app/settings/users')({
  validateSearch: (search: Record<string, unknown>) => readUsersSearch(search),
  search: { middlewares: [stripSearchParams(listSearchDefaults(USER_SORT_COLUMNS))] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The dialogs' role picker: fetched alongside, never blocking the list.
    void context.queryClient.prefetchQuery(roleOptionsQuery());
    return context.queryClient.ensureQueryData(usersQuery(deps));
  },
  pendingComponent: ListPending,
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const roleOptions = useQuery(roleOptionsQuery());
  return (
    <UsersPage
      search={search}
      onSearchChange={(patch: Partial<UserListQuery>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })}
      currentUserId={me.id}
      roleOptions={roleOptions.data}
    />
  );
}
