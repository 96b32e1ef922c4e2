import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, type TableCellProps } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMinimumDuration } from '@/ui/loading';
import { SkeletonTableRows } from './skeleton-rows';

/** One column of a records table: its heading and what each row shows under it. */
export type RecordColumn<Row> = {
  /** Names the column for React; the heading may be any markup. */
  key: string;
  header: ReactNode;
  /** `render…`, as Fluent names its cell functions: the linter then reads it as a render prop, not a nested component. */
  renderCell: (row: Row) => ReactNode;
  /** For the body cells, such as tabular figures or a name that sets its own direction. */
  cellProps?: Pick<TableCellProps, 'className' | 'dir'>;
};

type RecordsTableProps<Row extends { id: number }> = {
  /** The table's accessible name. */
  label: string;
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  columns: readonly RecordColumn<Row>[];
  /** The last column, a row's actions menu; its heading is for screen readers only. */
  renderActions: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A settings-style table of records: a heading row, skeleton rows while the first page loads, then one row per
 * record with its actions last. The empty state is the page's (ListPage), as it sits under the table.
 */
export function RecordsTable<Row extends { id: number }>({ label, rows, columns, renderActions, className }: RecordsTableProps<Row>) {
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(rows === undefined);
  return (
    <Table aria-label={label} className={className}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
          ))}
          <TableHeaderCell>
            <span hidden>
              <Trans>Actions</Trans>
            </span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading || rows === undefined ? (
          <SkeletonTableRows columns={columns.length + 1} />
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} {...column.cellProps}>
                  {column.renderCell(row)}
                </TableCell>
              ))}
              <TableCell>{renderActions(row)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
