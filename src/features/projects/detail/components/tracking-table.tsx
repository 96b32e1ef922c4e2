import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens, type TableRowProps } from '@fluentui/react-components';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { ScrollRegion } from '@/ui/scroll-region';

/** What a cell may need besides its row: the language and the date format. */
export type TrackingCellContext = { i18n: I18n; formatDate: ReturnType<typeof useDateFormatter> };

/**
 * How a column's cells sit: figures at the end side, never wrapped; codes, dates and months never wrapped; the
 * organisation's sentences (titles, notes) in their own direction with room before the table scrolls sideways; other
 * words of theirs (units, categories, names) in their own direction.
 */
export type TrackingColumnLook = 'number' | 'nowrap' | 'sentence' | 'text';

/** A column of a follow-up table (its header, its cell), shared by the tables that show the same figure. */
export type TrackingColumn<Row> = {
  id: string;
  header: MessageDescriptor;
  cell: (row: Row, context: TrackingCellContext) => ReactNode;
  look?: TrackingColumnLook;
  /** The column's cell in the totals row; the table has that row when any of its columns gives one. */
  total?: ReactNode;
};

/** Words of the organisation's are written in their own direction, whatever the page's. */
function dirOf(look: TrackingColumnLook | undefined): 'auto' | undefined {
  return look === 'sentence' || look === 'text' ? 'auto' : undefined;
}

const useStyles = makeStyles({
  list: { maxHeight: '420px', overflowY: 'auto' },
  dialog: { maxHeight: '50vh', overflowY: 'auto' },
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  stale: { opacity: 0.6 },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  sentence: { minWidth: '200px' },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
});

type TrackingTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly TrackingColumn<Row>[];
  /** Undefined while the rows load: skeleton rows stand in. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** A row's look and state (the selected indicator, a delayed activity). */
  rowProps?: (row: Row) => Pick<TableRowProps, 'className' | 'aria-selected'>;
  /** Shown instead of the table when there is no row (null: nothing at all). */
  empty?: ReactNode;
  /** A long table also scrolls down inside its box, beyond 420px on a page or half the screen in a dialog. */
  maxHeight?: 'list' | 'dialog';
  /** The rows are an earlier choice's while the next one loads (a month's details): dimmed. */
  stale?: boolean;
  busy?: boolean;
};

/**
 * A table of the project's follow-up pages and reports: columns sized to their content in a box that scrolls
 * sideways, one row per entry, and a totals row when the columns give totals.
 */
export function TrackingTable<Row>({ label, columns, rows, rowKey, rowProps, empty, maxHeight, stale = false, busy }: TrackingTableProps<Row>) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const formatDate = useDateFormatter();
  if (rows?.length === 0 && empty !== undefined) return <>{empty}</>;
  const context: TrackingCellContext = { i18n, formatDate };
  const lookClass = (look: TrackingColumnLook | undefined) => (look === 'number' || look === 'nowrap' || look === 'sentence' ? styles[look] : undefined);
  const totals = columns.some((column) => column.total !== undefined);
  return (
    <ScrollRegion label={label} className={maxHeight && styles[maxHeight]}>
      <Table className={mergeClasses(styles.table, stale && styles.stale)} size="small" aria-label={label} aria-busy={busy}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={column.look === 'number' ? styles.number : undefined}>
                {i18n._(column.header)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === undefined ? (
            <SkeletonTableRows columns={columns.length} rows={3} />
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={lookClass(column.look)} dir={dirOf(column.look)}>
                    {column.cell(row, context)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
          {totals && rows !== undefined ? (
            <TableRow className={styles.totals}>
              {columns.map((column) => (
                <TableCell key={column.id} className={column.look === 'number' ? styles.number : undefined}>
                  {column.total}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
