import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#contract/auth';
import { GrantDetailHeader } from './grant-detail-header';
import { GrantSectionMenu, GrantSectionTabs } from './grant-section-nav';
import { sectionsNeedingAttention } from './grant-sections';
import { useShownGrant, useShownValidation } from './use-grant-detail';

/** Below this width the side menu (2 of 12 columns) would be too narrow for its labels: a tab list replaces it. */
const WIDE = '@media (min-width: 1024px)';
const NARROW = '@media (max-width: 1023.98px)';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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

type GrantDetailLayoutProps = {
  grantId: number;
  me: CurrentUser;
  /** After the grant's deletion is queued: the route sends the user back to the list (spec section 4). */
  onDeleted: () => void;
  children: ReactNode;
};

/** The grant layout of spec section 2: header, then the side menu of the grant's pages beside the page. */
export function GrantDetailLayout({ grantId, me, onDeleted, children }: GrantDetailLayoutProps) {
  const styles = useStyles();
  const { grant } = useShownGrant(grantId);
  const needsAttention = sectionsNeedingAttention(useShownValidation(grant));
  return (
    <div className={styles.layout}>
      <GrantDetailHeader grantId={grantId} me={me} onDeleted={onDeleted} />
      <div className={styles.grid}>
        <div className={styles.menu}>
          <GrantSectionMenu grantId={grantId} needsAttention={needsAttention} />
        </div>
        <div className={styles.tabs}>
          <GrantSectionTabs grantId={grantId} needsAttention={needsAttention} />
        </div>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
