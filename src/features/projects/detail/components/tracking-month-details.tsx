import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery, type DefaultError, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { TrackingMonthPicker, chosenMonth } from './tracking-month-picker';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

type TrackingMonthDetailsProps<Data, Key extends QueryKey, Row> = {
  /** The project's tracked months, oldest first (the page's answer). */
  months: readonly string[];
  /** The details call of a month. */
  query: (month: string) => UseQueryOptions<Data, DefaultError, Data, Key>;
  rowsOf: (data: Data) => readonly Row[];
  /**
   * The month's table: its rows (undefined while the first month chosen loads), dimmed while another month's
   * replace them.
   */
  children: (rows: readonly Row[] | undefined, state: { stale: boolean; busy: boolean }) => ReactNode;
};

/**
 * One month of a tracking page in detail: a picker of the tracked months (the latest first), and the month's rows,
 * fetched when the month is chosen and kept on this device like the rest of the page (decision 134). Before the
 * project's first month there is nothing to pick.
 */
export function TrackingMonthDetails<Data, Key extends QueryKey, Row>({ months, query, rowsOf, children }: TrackingMonthDetailsProps<Data, Key, Row>) {
  const styles = useStyles();
  const [wanted, setWanted] = useState<string | null>(null);
  const month = chosenMonth(months, wanted);
  const details = useQuery({ ...query(month ?? ''), enabled: month !== null, placeholderData: keepPreviousData });
  if (month === null) {
    return (
      <Body1 as="p">
        <Trans>The project has not started yet: there is no month to look at.</Trans>
      </Body1>
    );
  }
  const rows = details.data === undefined ? undefined : rowsOf(details.data);
  return (
    <>
      <div className={styles.toolbar}>
        <TrackingMonthPicker months={months} value={month} onChange={setWanted} />
      </div>
      {details.isError && !rows ? <SectionLoadError error={details.error} /> : children(rows, { stale: details.isPlaceholderData, busy: details.isFetching })}
    </>
  );
}
