import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DueDiligenceType } from '#contract/reference';
import { useDateFormatter } from '@/ui/list/format-date';
import { RecordsTable, type RecordColumn } from '@/ui/list/records-table';
import { RowActionsMenu } from '@/ui/list/row-actions-menu';

type DueDiligenceTableProps = {
  items: readonly DueDiligenceType[] | undefined;
  onEdit: (item: DueDiligenceType) => void;
  onDelete: (item: DueDiligenceType) => void;
};

/** The funder's due-diligence types; `items` undefined means the first page is still loading. */
export function DueDiligenceTable({ items, onEdit, onDelete }: DueDiligenceTableProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const columns: RecordColumn<DueDiligenceType>[] = [
    { key: 'name', header: <Trans>Name</Trans>, renderCell: (item) => item.name, cellProps: { dir: 'auto' } },
    { key: 'grants', header: <Trans>Grants using it</Trans>, renderCell: (item) => item.grants_count },
    { key: 'created', header: <Trans>Created on</Trans>, renderCell: (item) => formatDate(item.created_at) },
  ];
  return (
    <RecordsTable
      label={t`Due diligence`}
      rows={items}
      columns={columns}
      renderActions={(item) => {
        const name = item.name;
        return (
          <RowActionsMenu
            label={t`Actions for ${name}`}
            actions={[
              { key: 'edit', icon: <EditRegular />, label: <Trans>Edit</Trans>, onClick: () => onEdit(item) },
              { key: 'delete', icon: <DeleteRegular />, label: <Trans>Delete</Trans>, onClick: () => onDelete(item) },
            ]}
          />
        );
      }}
    />
  );
}
