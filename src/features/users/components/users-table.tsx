import { TableCellLayout } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#contract/users';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { useDateFormatter } from '@/ui/list/format-date';
import { RecordsTable, type RecordColumn } from '@/ui/list/records-table';
import { UserActionsMenu } from './user-actions-menu';
import { UserStatusBadge } from './user-status-badge';

type UsersTableProps = {
  /** Undefined while the first page loads. */
  users: readonly User[] | undefined;
  currentUserId: number;
  onChangeRole: (user: User) => void;
  onResend: (user: User) => void;
  onDelete: (user: User) => void;
};

/** The funder's users: who they are, their role, whether they accepted the invitation, and when they were added. */
export function UsersTable({ users, currentUserId, ...actions }: UsersTableProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const columns: RecordColumn<User>[] = [
    {
      key: 'name',
      header: <Trans>Name</Trans>,
      renderCell: (user) => (
        <TableCellLayout media={<PersonAvatar name={user.name} image={user.image ? { src: user.image } : undefined} size={32} color="colorful" />}>
          {user.name}
          {user.id === currentUserId ? (
            <>
              {' '}
              <Trans>(you)</Trans>
            </>
          ) : null}
        </TableCellLayout>
      ),
    },
    { key: 'email', header: <Trans>Email</Trans>, renderCell: (user) => <span dir="ltr">{user.email}</span> },
    { key: 'role', header: <Trans>Role</Trans>, renderCell: (user) => user.role_name ?? '—' },
    { key: 'status', header: <Trans>Status</Trans>, renderCell: (user) => <UserStatusBadge active={user.active} /> },
    { key: 'created', header: <Trans>Created on</Trans>, renderCell: (user) => formatDate(user.created_at) },
  ];
  return (
    <RecordsTable
      label={t`Users`}
      rows={users}
      columns={columns}
      renderActions={(user) => <UserActionsMenu user={user} isSelf={user.id === currentUserId} {...actions} />}
    />
  );
}
