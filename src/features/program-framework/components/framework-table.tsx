import {
  Badge,
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ClockRegular, DeleteRegular, EditRegular, WarningRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FrameworkKind } from '#contract/program-framework';
import { isLocale } from '#contract/enums';
import { useDateFormatter } from '@/ui/list/format-date';
import type { ShownItem } from '../api/framework-overlay';
import { TITLE_HEADERS, columnsOf, type CellContext } from './framework-columns';
import type { LinkedLists } from './framework-rules';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  // Wide registers do not fit a phone: the table scrolls sideways inside the page instead of widening it.
  // Columns sized by their content (Fluent fixes them equal), within the room each kind of column is given.
  table: { tableLayout: 'auto' },
  code: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  statement: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '240px', paddingBlock: tokens.spacingVerticalXS },
  wide: { minWidth: '180px', paddingBlock: tokens.spacingVerticalXS },
  nowrap: { whiteSpace: 'nowrap' },
  title: { overflowWrap: 'anywhere' },
  description: { color: tokens.colorNeutralForeground3, whiteSpace: 'pre-wrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  deleting: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, justifyContent: 'flex-end' },
  // The row's buttons stay in sight at the end side while a wide register scrolls sideways under them.
  sticky: { position: 'sticky', insetInlineEnd: 0, backgroundColor: tokens.colorNeutralBackground1 },
});

type FrameworkTableProps<Kind extends FrameworkKind> = {
  kind: Kind;
  /** The table's accessible name: the page's. */
  label: string;
  rows: readonly ShownItem<Kind>[];
  lists: LinkedLists;
  /** manage_programs: the edit and delete buttons are drawn only then. */
  canManage: boolean;
  onEdit: (row: ShownItem<Kind>) => void;
  onDelete: (row: ShownItem<Kind>) => void;
};

/** One kind's items: code, statement (and description), the kind's own columns, then the row's actions. */
export function FrameworkTable<Kind extends FrameworkKind>({ kind, label, rows, lists, canManage, onEdit, onDelete }: FrameworkTableProps<Kind>) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const columns = columnsOf(kind);
  const context: CellContext = {
    i18n,
    lists,
    formatDate: (value) => formatDate(value),
    numbers: new Intl.NumberFormat(isLocale(i18n.locale) ? `${i18n.locale}-u-nu-latn` : 'en', { maximumFractionDigits: 2 }),
  };
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Code</Trans>
            </TableHeaderCell>
            <TableHeaderCell>{i18n._(TITLE_HEADERS[kind])}</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={column.numeric ? styles.numeric : undefined}>
                {i18n._(column.header)}
              </TableHeaderCell>
            ))}
            {canManage ? (
              <TableHeaderCell className={styles.sticky}>
                <span hidden>
                  <Trans>Actions</Trans>
                </span>
              </TableHeaderCell>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const { item } = row;
            const title = item.title;
            const changeable = row.id !== null && !row.deleting;
            const materialized = 'isMaterialized' in item && item.isMaterialized === true;
            return (
              <TableRow key={row.key} className={row.deleting ? styles.deleting : undefined}>
                <TableCell className={styles.code}>
                  <bdi>{item.code ?? '—'}</bdi>
                </TableCell>
                <TableCell>
                  <div className={styles.statement}>
                    <span className={mergeClasses(styles.title, row.deleting && styles.deleting)} dir="auto">
                      {title}
                    </span>
                    {item.description ? (
                      <Caption1 className={styles.description} dir="auto">
                        {item.description}
                      </Caption1>
                    ) : null}
                    {row.pending || materialized ? (
                      <span className={styles.badges}>
                        {row.pending ? (
                          <Badge appearance="tint" color="warning" shape="rounded" icon={<ClockRegular />}>
                            {row.deleting ? <Trans>Deleting…</Trans> : <Trans>Pending</Trans>}
                          </Badge>
                        ) : null}
                        {materialized ? (
                          <Badge appearance="tint" color="danger" shape="rounded" icon={<WarningRegular />}>
                            <Trans>Materialised</Trans>
                          </Badge>
                        ) : null}
                      </span>
                    ) : null}
                  </div>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.numeric ? styles.numeric : column.wide ? undefined : styles.nowrap}>
                    {column.wide ? <div className={styles.wide}>{column.cell(item, context)}</div> : column.cell(item, context)}
                  </TableCell>
                ))}
                {canManage ? (
                  <TableCell className={styles.sticky}>
                    <div className={styles.actions}>
                      <Tooltip content={t`Edit “${title}”`} relationship="label">
                        <Button appearance="subtle" icon={<EditRegular />} disabled={!changeable} onClick={() => onEdit(row)} />
                      </Tooltip>
                      <Tooltip content={t`Delete “${title}”`} relationship="label">
                        <Button appearance="subtle" icon={<DeleteRegular />} disabled={!changeable} onClick={() => onDelete(row)} />
                      </Tooltip>
                    </div>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
