import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ProgramPageMenu, ProgramPageTabs } from './program-page-nav';

/** Below this width the side menu (2 of 12 columns) would be too narrow for its labels: a tab list replaces it. */
const WIDE = '@media (min-width: 1024px)';
const NARROW = '@media (max-width: 1023.98px)';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  // The grid follows the document's direction, so the first column is at the start side (left, or right in Arabic).
  menu: { gridColumn: 'span 2', [NARROW]: { display: 'none' } },
  tabs: { gridColumn: '1 / -1', [WIDE]: { display: 'none' } },
  page: { gridColumn: 'span 10', minWidth: 0, [NARROW]: { gridColumn: '1 / -1' } },
});

/** The initiative's pages beside its menu, under its header: the grant layout's arrangement (spec section 2). */
export function ProgramDetailLayout({ programId, children }: { programId: number; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <div className={styles.menu}>
        <ProgramPageMenu programId={programId} />
      </div>
      <div className={styles.tabs}>
        <ProgramPageTabs programId={programId} />
      </div>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
