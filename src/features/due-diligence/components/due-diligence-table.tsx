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
import type { DueDiligenceType } from '#contract/reference';
import { useOnline } from '@/lib/use-online';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';

const COLUMNS = 4;

type DueDiligenceTableProps = {
  items: readonly DueDiligenceType[] | undefined;
  onEdit: (item: DueDiligenceType) => void;
  onDelete: (item: DueDiligenceType) => void;
};

/** The funder's due-diligence types; `items` undefined means the first page is still loading. */
export function DueDiligenceTable({ items, onEdit, onDelete }: DueDiligenceTableProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const online = useOnline();
  return (
    <Table aria-label={t`Due diligence`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <Trans>Name</Trans>
          </TableHeaderCell>
          <TableHeaderCell>
            <Trans>Grants using it</Trans>
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
        {items === undefined ? (
          <SkeletonTableRows columns={COLUMNS} />
        ) : (
          items.map((item) => {
            const name = item.name;
            return (
              <TableRow key={item.id}>
                <TableCell dir="auto">{name}</TableCell>
                <TableCell>{item.grants_count}</TableCell>
                <TableCell>{formatDate(item.created_at)}</TableCell>
                <TableCell>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${name}`} />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem icon={<EditRegular />} disabled={!online} onClick={() => onEdit(item)}>
                          <Trans>Edit</Trans>
                        </MenuItem>
                        <MenuItem icon={<DeleteRegular />} disabled={!online} onClick={() => onDelete(item)}>
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
