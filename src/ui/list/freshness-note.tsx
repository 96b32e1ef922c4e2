import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular, HistoryRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DATE_TIME_FORMAT, useDateFormatter } from './format-date';
import { useOnline } from '@/lib/use-online';

const useStyles = makeStyles({
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

type FreshnessNoteProps = {
  /** The query's `dataUpdatedAt`. */
  dataUpdatedAt: number;
  /** The query's staleTime; defaults to the query client's default. */
  staleTime?: number;
  /** The query's `isFetching`: online, a refetch under way will replace the data in a moment. */
  isFetching?: boolean;
};

/**
 * "As of <time>" under a list painted from the device's saved copy (offline, or the refresh failed):
 * shown only when the data is older than its staleTime, so fresh data carries no note.
 */
/** How often the note looks at the clock again: data goes stale while the page stays open. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function FreshnessNote({ dataUpdatedAt, staleTime, isFetching = false }: FreshnessNoteProps) {
  const styles = useStyles();
  const online = useOnline();
  const formatDate = useDateFormatter();
  const now = useNow();
  const defaultStaleTime = useQueryClient().getDefaultOptions().queries?.staleTime;
  const limit = staleTime ?? (typeof defaultStaleTime === 'number' ? defaultStaleTime : 0);
  if (!dataUpdatedAt || now - dataUpdatedAt <= limit) return null;
  if (online && isFetching) return null;
  const time = formatDate(dataUpdatedAt, DATE_TIME_FORMAT);
  return (
    <Caption1 className={styles.note} role="status">
      {online ? <HistoryRegular aria-hidden /> : <CloudOffRegular aria-hidden />}
      <Trans>As of {time}</Trans>
    </Caption1>
  );
}
