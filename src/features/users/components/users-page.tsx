import { PersonAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleOption } from '#contract/roles';
import type { USER_SORT_COLUMNS, User } from '#contract/users';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/ui/dialogs/delete-confirm-dialog';
import { OnlineButton } from '@/ui/list/online-button';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { useDeleteUser } from '../api/delete-user';
import { usersQuery } from '../api/get-users';
import { useResendInvitation } from '../api/resend-invitation';
import type { UserListQuery } from '../api/user-keys';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { UsersTable } from './users-table';

type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

type UsersPageProps = {
  search: UserListQuery;
  onSearchChange: (patch: Partial<UserListQuery>) => void;
  currentUserId: number;
  /** For the invite and change-role dialogs; the route loads them from the roles feature. */
  roleOptions: readonly RoleOption[] | undefined;
};

/** Settings → Users: the funder's users with search, sort and paging; invite, change role, resend, delete. */
export function UsersPage({ search, onSearchChange, currentUserId, roleOptions }: UsersPageProps) {
  const { t } = useLingui();
  const users = useQuery({ ...usersQuery(search), placeholderData: keepPreviousData });
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<User | null>(null);
  const deletion = useDeleteConfirmation<User>(useDeleteUser());
  const resend = useResendInvitation();

  const sortOptions: SortOption<UserSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'name', label: t`Name` },
    { value: 'email', label: t`Email` },
  ];

  const query = search.search;
  const deletingName = deletion.row?.name;
  return (
    <ListPage
      titleId="users-title"
      title={<Trans>Users</Trans>}
      list={users}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search users`}
      sortOptions={sortOptions}
      action={
        <OnlineButton appearance="primary" icon={<PersonAddRegular />} onClick={() => setInviting(true)}>
          <Trans>Invite user</Trans>
        </OnlineButton>
      }
      table={
        <UsersTable
          users={users.data?.data}
          currentUserId={currentUserId}
          onChangeRole={setChangingRole}
          onResend={(user) => resend.mutate(user.id)}
          onDelete={deletion.ask}
        />
      }
      empty={<EmptyState title={query ? <Trans>No user matches "{query}"</Trans> : <Trans>No users yet</Trans>} />}
    >
      {inviting ? <InviteUserDialog roles={roleOptions} onClose={() => setInviting(false)} /> : null}
      {changingRole ? <ChangeRoleDialog user={changingRole} roles={roleOptions} onClose={() => setChangingRole(null)} /> : null}
      <DeleteConfirmDialog confirmation={deletion} title={<Trans>Delete user</Trans>}>
        {deletingName ? <Trans>Delete {deletingName}? This cannot be undone.</Trans> : null}
      </DeleteConfirmDialog>
    </ListPage>
  );
}
