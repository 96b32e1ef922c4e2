import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ROLE_SORT_COLUMNS, Role } from '#contract/roles';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import { OnlineButton } from '@/ui/list/online-button';
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
  const [deleting, setDeleting] = useState<Role | null>(null);
  const deleteRole = useDeleteRole();

  const sortOptions: SortOption<RoleSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'name', label: t`Name` },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    // Success or refusal, the dialog has done its job; a refusal's warning comes from the central reporter.
    deleteRole.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const page = roles.data;
  const query = search.search;
  const deletingName = deleting?.name;
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
      table={<RolesTable roles={page?.data} onEdit={(role) => setEditing({ role })} onDelete={setDeleting} />}
      empty={<EmptyState title={query ? <Trans>No role matches "{query}"</Trans> : <Trans>No roles yet</Trans>} />}
    >
      {editing ? <RoleFormDialog role={editing.role} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={deleteRole.isPending}
        title={<Trans>Delete role</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deletingName ? <Trans>Delete {deletingName}? This cannot be undone.</Trans> : null}
      </ConfirmDialog>
    </ListPage>
  );
}
