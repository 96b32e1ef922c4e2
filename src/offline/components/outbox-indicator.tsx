import { Button, CounterBadge, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, WarningRegular } from '@fluentui/react-icons';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useOutbox } from '../outbox';

// The panel brings the drawer and the record cards: fetched when first opened.
const OutboxPanel = lazy(() => import('./outbox-panel').then((module) => ({ default: module.OutboxPanel })));

const useStyles = makeStyles({
  button: { position: 'relative' },
  badge: { position: 'absolute', insetBlockStart: '-2px', insetInlineEnd: '-2px' },
  problem: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** The top bar's count of changes not yet saved on the server; opens the pending changes panel. Hidden at zero. */
export function OutboxIndicator() {
  const styles = useStyles();
  const { t } = useLingui();
  const { pending, conflicts, rejected } = useOutbox();
  const [open, setOpen] = useState(false);
  const problems = conflicts.length + rejected.length;
  const count = pending + problems;
  if (count === 0 && !open) return null;
  // Plurals through ICU: Arabic has six forms.
  const label = t({ message: plural({ count }, { one: '# change waiting', other: '# changes waiting' }) });
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button
          appearance="subtle"
          className={styles.button}
          icon={problems > 0 ? <WarningRegular className={styles.problem} /> : <ArrowSyncRegular />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <CounterBadge className={styles.badge} count={count} size="small" color={problems > 0 ? 'danger' : 'informative'} aria-hidden />
        </Button>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <OutboxPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
