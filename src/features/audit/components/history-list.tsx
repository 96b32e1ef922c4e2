import { Divider, makeStyles, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { AuditEntry } from '#contract/audit';
import { EmptyState } from '@/ui/list/empty-state';
import { HistoryEntry } from './history-entry';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  divider: { paddingInlineStart: tokens.spacingHorizontalXXXL },
});

type HistoryListProps = { entries: readonly AuditEntry[]; showSubject?: boolean; label: string };

/** The changes, newest first, one under the other. */
export function HistoryList({ entries, showSubject, label }: HistoryListProps) {
  const styles = useStyles();
  if (!entries.length) {
    return <EmptyState icon={<HistoryRegular />} title={<Trans>No changes recorded yet</Trans>} />;
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry, index) => (
        <Fragment key={entry.id}>
          {index > 0 ? (
            <li role="presentation" className={styles.divider}>
              <Divider />
            </li>
          ) : null}
          <HistoryEntry entry={entry} showSubject={showSubject} />
        </Fragment>
      ))}
    </ul>
  );
}
