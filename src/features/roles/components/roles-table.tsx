import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '#contract/roles';
import { useDateFormatter } from '@/ui/list/format-date';
import { RecordsTable, type RecordColumn } from '@/ui/list/records-table';
import { RowActionsMenu } from '@/ui/list/row-actions-menu';
import { PermissionChips } from './permission-chips';

type RolesTableProps = {
  roles: readonly Role[] | undefined;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** The roles of the funder; `roles` undefined means the first page is still loading. */
export function RolesTable({ roles, onEdit, onDelete }: RolesTableProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const columns: RecordColumn<Role>[] = [
    { key: 'name', header: <Trans>Name</Trans>, renderCell: (role) => role.name },
    { key: 'permissions', header: <Trans>Permissions</Trans>, renderCell: (role) => <PermissionChips permissions={role.permissions} /> },
    { key: 'users', header: <Trans>Users</Trans>, renderCell: (role) => role.users_count },
    { key: 'created', header: <Trans>Created on</Trans>, renderCell: (role) => formatDate(role.created_at) },
  ];
  return (
    <RecordsTable
      label={t`Roles`}
      rows={roles}
      columns={columns}
      renderActions={(role) => {
        const name = role.name;
        return (
          <RowActionsMenu
            label={t`Actions for ${name}`}
            actions={[
              { key: 'edit', icon: <EditRegular />, label: <Trans>Edit</Trans>, onClick: () => onEdit(role) },
              { key: 'delete', icon: <DeleteRegular />, label: <Trans>Delete</Trans>, onClick: () => onDelete(role) },
            ]}
          />
        );
      }}
    />
  );
}
