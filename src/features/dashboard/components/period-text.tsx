import { Trans } from '@lingui/react/macro';
import type { DashboardFilter } from '../api/dashboard-keys';
import { useMonthLabel } from './dashboard-labels';

/** The period the totals count: every figure without one (decision 130), else its bounds. */
export function TotalsPeriod({ filter }: { filter: DashboardFilter }) {
  const monthLabel = useMonthLabel();
  const from = filter.from ? monthLabel(filter.from) : null;
  const to = filter.to ? monthLabel(filter.to) : null;
  if (from && to) return from === to ? <Trans>In {from}</Trans> : <Trans>From {from} to {to}</Trans>;
  if (from) return <Trans>Since {from}</Trans>;
  if (to) return <Trans>Up to {to}</Trans>;
  return <Trans>All time</Trans>;
}

/** The months a timeline answer covers (the last 12 when no period is chosen). */
export function TimelinePeriod({ months }: { months: readonly string[] }) {
  const monthLabel = useMonthLabel();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  const from = monthLabel(first);
  const to = monthLabel(last);
  return first === last ? <Trans>In {from}</Trans> : <Trans>From {from} to {to}</Trans>;
}
