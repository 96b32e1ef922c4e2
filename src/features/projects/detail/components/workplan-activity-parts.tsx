import { Badge, Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PERCENT_TOTAL } from '#contract/constants';
import type { ProjectActivity, WorkplanSummary } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { formatCount, formatPercent } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { TrackingChip } from './tracking-chip';
import { NO_FIGURE } from './tracking-format';
import { ACTIVITY_STATUS_LOOK } from './tracking-labels';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '140px' },
  muted: { color: tokens.colorNeutralForeground3 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  dates: { whiteSpace: 'nowrap' },
  late: { color: tokens.colorPaletteRedForeground1 },
  statuses: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Progress as reported against where it should be by now (the share of its planned period elapsed). */
export function ActivityProgress({ activity }: { activity: Pick<ProjectActivity, 'progress' | 'expected_progress' | 'delayed'> }) {
  const styles = useStyles();
  const { t } = useLingui();
  const progress = formatPercent(activity.progress);
  const expected = formatPercent(activity.expected_progress);
  return (
    <div className={styles.progress}>
      <ProgressBar
        value={Math.min(Math.max(activity.progress, 0), PERCENT_TOTAL)}
        max={PERCENT_TOTAL}
        color={activity.delayed ? 'error' : 'brand'}
        thickness="large"
        aria-label={t`Progress ${progress}, expected ${expected}`}
      />
      <Caption1>
        <Trans>
          {progress} <span className={styles.muted}>of {expected} expected</span>
        </Trans>
      </Caption1>
    </div>
  );
}

/** The activity's status, and a delayed flag when it is behind or overdue. */
export function ActivityStatusChips({ activity }: { activity: Pick<ProjectActivity, 'status' | 'delayed'> }) {
  const styles = useStyles();
  return (
    <span className={styles.chips}>
      <TrackingChip look={ACTIVITY_STATUS_LOOK[activity.status]} />
      {activity.delayed ? (
        <Badge appearance="filled" shape="rounded" color="danger">
          <Trans>Delayed</Trans>
        </Badge>
      ) : null}
    </span>
  );
}

/** Days a start or an end slipped: late, early, or on the day; nothing when it is not due yet. */
export function SlipText({ days }: { days: number | null }) {
  const styles = useStyles();
  if (days === null) return <span className={styles.muted}>—</span>;
  if (days === 0) return <Trans>On the day</Trans>;
  const count = Math.abs(days);
  return days > 0 ? (
    <span className={styles.late}>
      <Plural value={count} one="# day late" other="# days late" />
    </span>
  ) : (
    <Plural value={count} one="# day early" other="# days early" />
  );
}

/** A from – to pair of days; an open end reads "ongoing", a span not begun "not started". */
export function DateSpan({ from, to }: { from: string | null; to: string | null }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  if (from === null) return <span className={styles.muted}>{t`Not started`}</span>;
  const start = formatDate(calendarDay(from));
  const end = to === null ? t`ongoing` : formatDate(calendarDay(to));
  return (
    <span className={styles.dates}>
      {start} – {end}
    </span>
  );
}

/** Yes (a tick) or no (a dash), for whether an activity falls in a month or a period. */
export function Tick({ on }: { on: boolean }) {
  const { t } = useLingui();
  return on ? <CheckmarkRegular aria-label={t`Yes`} /> : <span aria-label={t`No`}>{NO_FIGURE}</span>;
}

/** How many activities are in each status, the statuses with none left out (the work plan's figures). */
export function ActivityStatusCounts({ summary }: { summary: Pick<WorkplanSummary, 'by_status'> }) {
  const styles = useStyles();
  return (
    <span className={styles.statuses}>
      {summary.by_status
        .filter((entry) => entry.count > 0)
        .map((entry) => (
          <span key={entry.status} className={styles.statuses}>
            <TrackingChip look={ACTIVITY_STATUS_LOOK[entry.status]} /> {formatCount(entry.count)}
          </span>
        ))}
    </span>
  );
}
