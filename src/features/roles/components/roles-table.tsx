import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '#contract/roles';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { useOnline } from '@/lib/use-online';
import { PermissionChips } from './permission-chips';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 5;

type RolesTableProps = {
  roles: readonly Role[] | undefined;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** The roles of the funder; `roles` undefined means the first page is still loading. */
export function RolesTable({ roles, onEdit, onDelete }: RolesTableProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const online = useOnline();
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(roles === undefined);
  return (
    <Table aria-label={t`Roles`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <Trans>Name</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Permissions</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Users</Trans>
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
        {loading || roles === undefined ? (
          <SkeletonTableRows columns={COLUMNS} />
        ) : (
          roles.map((role) => {
            const name = role.name;
            return (
            <TableRow key={role.id}>
              <TableCell>{role.name}</TableCell>
              <TableCell>
                <PermissionChips permissions={role.permissions} />
              </TableCell>
              <TableCell>{role.users_count}</TableCell>
              <TableCell>{formatDate(role.created_at)}</TableCell>
              <TableCell>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${name}`} />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem icon={<EditRegular />} disabled={!online} onClick={() => onEdit(role)}>
                        <Trans>Edit</Trans>
                      </MenuItem>
                      <MenuItem icon={<DeleteRegular />} disabled={!online} onClick={() => onDelete(role)}>
                        <Trans>Delete</Trans>
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </TableCell>
            </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
