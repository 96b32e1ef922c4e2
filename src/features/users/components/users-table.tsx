import {
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#contract/users';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { UserActionsMenu } from './user-actions-menu';
import { UserStatusBadge } from './user-status-badge';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 6;

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
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(users === undefined);
  return (
    <Table aria-label={t`Users`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <Trans>Name</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Email</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Role</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Status</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Created on</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <span hidden>
              <Trans>Actions</Trans>
            </span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading || users === undefined ? (
          <SkeletonTableRows columns={COLUMNS} />
        ) : (
          users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>
                <TableCellLayout
                  media={<PersonAvatar name={user.name} image={user.image ? { src: user.image } : undefined} size={32} color="colorful" />}
                >
                  {user.name}
                  {user.id === currentUserId ? (
                    <>
                      {' '}
                      <Trans>(you)</Trans>
                    </>
                  ) : null}
                </TableCellLayout>
              </TableCell>
              <TableCell>
                <span dir="ltr">{user.email}</span>
              </TableCell>
              <TableCell>{user.role_name ?? '—'}</TableCell>
              <TableCell>
                <UserStatusBadge active={user.active} />
              </TableCell>
              <TableCell>{formatDate(user.created_at)}</TableCell>
              <TableCell>
                <UserActionsMenu user={user} isSelf={user.id === currentUserId} {...actions} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
