import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '#contract/auth';
import { GrantActionsMenu } from '../grant-actions-menu';
import { GrantStatusChip } from '../grant-status-chip';
import { PendingBadge } from './pending-badge';
import { useShownGrant } from './use-grant-detail';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  chips: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1 },
});

/** The grant layout's header: the title (as the page's heading), its status, queued changes, and the actions menu. */
export function GrantDetailHeader({ grantId, me, onDeleted }: { grantId: number; me: CurrentUser; onDeleted: () => void }) {
  const styles = useStyles();
  const { grant, pending } = useShownGrant(grantId);
  return (
    <header className={styles.header}>
      <Title2 as="h1" className={styles.title} dir="auto">
        {grant.title}
      </Title2>
      <div className={styles.chips}>
        <GrantStatusChip status={grant.status} />
        {pending ? <PendingBadge /> : null}
      </div>
      <GrantActionsMenu grant={grant} me={me} onDeleted={onDeleted} />
    </header>
  );
}
