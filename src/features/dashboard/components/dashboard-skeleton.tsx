import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' },
});

/** The dashboard's shape while its code arrives (the first visit; the service worker keeps it afterwards). */
export function DashboardSkeleton() {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <Skeleton aria-label={t`Loading the dashboard`} className={styles.root}>
      <SkeletonItem size={32} style={{ maxWidth: '640px' }} />
      <div className={styles.row}>
        {[0, 1, 2].map((tile) => (
          <SkeletonItem key={tile} shape="rectangle" style={{ height: '140px' }} />
        ))}
      </div>
      <SkeletonItem shape="rectangle" style={{ height: '320px' }} />
    </Skeleton>
  );
}
