import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ROLE_SORT_COLUMNS, Role } from '#contract/roles';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/ui/dialogs/delete-confirm-dialog';
import { OnlineButton } from '@/ui/list/online-button';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { useDeleteRole } from '../api/delete-role';
import { rolesQuery } from '../api/get-roles';
import type { RoleListQuery } from '../api/role-keys';
import { RoleFormDialog } from './role-form-dialog';
import { RolesTable } from './roles-table';

type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];

type RolesPageProps = {
  search: RoleListQuery;
  onSearchChange: (patch: Partial<RoleListQuery>) => void;
};

/** Settings → Roles: search, sort and page through roles; add, edit and delete them. */
export function RolesPage({ search, onSearchChange }: RolesPageProps) {
  const { t } = useLingui();
  const roles = useQuery({ ...rolesQuery(search), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const deletion = useDeleteConfirmation<Role>(useDeleteRole());

  const sortOptions: SortOption<RoleSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'name', label: t`Name` },
  ];

  const query = search.search;
  const deletingName = deletion.row?.name;
  return (
    <ListPage
      titleId="roles-title"
      title={<Trans>Roles</Trans>}
      list={roles}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search roles`}
      sortOptions={sortOptions}
      action={
        <OnlineButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
          <Trans>Add role</Trans>
        </OnlineButton>
      }
      table={<RolesTable roles={roles.data?.data} onEdit={(role) => setEditing({ role })} onDelete={deletion.ask} />}
      empty={<EmptyState title={query ? <Trans>No role matches "{query}"</Trans> : <Trans>No roles yet</Trans>} />}
    >
      {editing ? <RoleFormDialog role={editing.role} onClose={() => setEditing(null)} /> : null}
      <DeleteConfirmDialog confirmation={deletion} title={<Trans>Delete role</Trans>}>
        {deletingName ? <Trans>Delete {deletingName}? This cannot be undone.</Trans> : null}
      </DeleteConfirmDialog>
    </ListPage>
  );
}
