import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SIDE_MENU_BREAKPOINT_PX } from '../use-wide-screen';
import { DetailPageCompactMenu, DetailPageMenu, type DetailPages } from './detail-page-nav';

/** Below the shell's mobile breakpoint (spec section 9: 1200) a dozen page names do not fit a side column. */
const WIDE = `@media (min-width: ${SIDE_MENU_BREAKPOINT_PX}px)`;
const NARROW = `@media (max-width: ${SIDE_MENU_BREAKPOINT_PX - 0.02}px)`;

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  // The grid follows the document's direction, so the menu is at the start side in both.
  menu: { gridColumn: 'span 2', position: 'sticky', insetBlockStart: tokens.spacingVerticalL, [NARROW]: { display: 'none' } },
  compact: { gridColumn: '1 / -1', [WIDE]: { display: 'none' } },
  page: { gridColumn: 'span 10', minWidth: 0, [NARROW]: { gridColumn: '1 / -1' } },
});

type DetailLayoutProps<Page extends string> = DetailPages<Page> & {
  header: ReactNode;
  current: Page;
  onOpen: (page: Page) => void;
  onBack?: () => void;
  children: ReactNode;
};

/**
 * A detail screen with pages (the grant, initiative, proposal and project layouts of spec section 2): a header, then
 * the menu of its pages beside the open page, in 2 of 12 columns; below 1200px a compact menu above the page.
 */
export function DetailLayout<Page extends string>({ header, children, ...nav }: DetailLayoutProps<Page>) {
  const styles = useStyles();
  return (
    <div className={styles.layout}>
      {header}
      <div className={styles.grid}>
        <div className={styles.menu}>
          <DetailPageMenu {...nav} />
        </div>
        <div className={styles.compact}>
          <DetailPageCompactMenu {...nav} />
        </div>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
