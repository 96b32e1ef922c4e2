import { Skeleton, SkeletonItem, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { SKELETON_ROWS } from '#contract/constants';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalS },
  card: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
});

/** Placeholder rows inside a table body while its first page loads. */
export function SkeletonTableRows({ columns, rows = SKELETON_ROWS }: { columns: number; rows?: number }) {
  const { t } = useLingui();
  return Array.from({ length: rows }, (_row, row) => (
    <TableRow key={row} aria-hidden={row > 0 ? true : undefined}>
      {Array.from({ length: columns }, (_cell, column) => (
        <TableCell key={column}>
          <Skeleton aria-label={row === 0 && column === 0 ? t`Loading` : undefined}>
            <SkeletonItem size={16} />
          </Skeleton>
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** Placeholder rows for a list that is not a table (cards): an avatar circle and two lines each. */
export function SkeletonList({ rows = SKELETON_ROWS }: { rows?: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <Skeleton className={styles.list} aria-label={t`Loading`}>
      {Array.from({ length: rows }, (_card, row) => (
        <div key={row} className={styles.card}>
          <SkeletonItem shape="circle" size={40} />
          <div className={styles.lines}>
            <SkeletonItem size={16} />
            <SkeletonItem size={12} style={{ inlineSize: '60%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
