import {
  Body1,
  Caption1,
  Card,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  period: { color: tokens.colorNeutralForeground3 },
  // Figures from the previous filter while the new ones load.
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    alignItems: 'start',
  },
  scroll: { maxHeight: '360px', overflowY: 'auto' },
  // Columns as wide as their contents, long headers wrapped, instead of Fluent's equal fixed columns.
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  totals: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
  nothing: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, margin: 0 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type PanelProps = {
  id: string;
  title: ReactNode;
  /** The months the figures cover, under the title. */
  period?: ReactNode;
  /** True while the figures on screen belong to the previous filter. */
  stale?: boolean;
  children: ReactNode;
};

/** One titled part of the dashboard. */
export function DashboardPanel({ id, title, period, stale = false, children }: PanelProps) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, stale && styles.stale)} aria-labelledby={id} role="region" aria-busy={stale}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={id}>
          {title}
        </Subtitle2>
        {period ? <Caption1 className={styles.period}>{period}</Caption1> : null}
      </div>
      {children}
    </Card>
  );
}

/** A chart beside its table on wide screens, the table under it on narrow ones. */
export function ChartAndTable({ children }: { children: ReactNode }) {
  return <div className={useStyles().columns}>{children}</div>;
}

/** What a panel shows before its first answer, or when it has none: the loading shape or why it is missing. */
export function PanelPlaceholder({ error, rows = 6 }: { error: unknown; rows?: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  if (error) return <SectionLoadError error={error} />;
  return (
    <Skeleton aria-label={t`Loading figures`} className={styles.skeleton}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonItem key={index} size={index === 0 ? 32 : 16} />
      ))}
    </Skeleton>
  );
}

/** A panel with nothing to show for the filter: says so in a line. */
export function NothingInPeriod({ children }: { children: ReactNode }) {
  return (
    <Body1 as="p" className={useStyles().nothing} role="status">
      <InfoRegular aria-hidden />
      {children}
    </Body1>
  );
}

export type FigureColumn = { key: string; label: string; numeric?: boolean };
export type FigureRow = { key: string; cells: readonly ReactNode[] };

/**
 * The figures a chart draws, as a table: what a screen reader or a printout reads (the chart is the quick look).
 * Numeric columns align to the end, which is the left in Arabic.
 */
export function FiguresTable({ label, columns, rows, totals }: { label: string; columns: readonly FigureColumn[]; rows: readonly FigureRow[]; totals?: FigureRow }) {
  const styles = useStyles();
  const cellClass = (index: number) => (columns[index]?.numeric ? styles.number : undefined);
  const cells = (row: FigureRow) =>
    row.cells.map((cell, index) => (
      <TableCell key={columns[index]?.key ?? index} className={cellClass(index) ?? styles.cell}>
        {cell}
      </TableCell>
    ));
  return (
    <ScrollRegion label={label} className={styles.scroll}>
      <Table size="small" aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHeaderCell key={column.key} className={cellClass(index)}>
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>{cells(row)}</TableRow>
          ))}
          {totals ? <TableRow className={styles.totals}>{cells(totals)}</TableRow> : null}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
