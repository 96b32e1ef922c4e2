import { Button, Caption1, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, DismissRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_STATUSES, type ProjectActivity } from '#contract/project-tracking';
import { EmptyState } from '@/ui/list/empty-state';
import { ACTIVITY_COLUMNS } from './activity-columns';
import { ACTIVITY_STATUS_LOOK } from './tracking-labels';
import { TrackingTable, type TrackingColumn } from './tracking-table';
import { SlipText } from './workplan-activity-parts';
import { NO_ACTIVITY_FILTER, filterActivities, isActivityFiltered, type ActivityFilter } from './workplan-tracking-rules';

const ALL = 'all';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px' },
  shown: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '220px' },
  output: { color: tokens.colorNeutralForeground3 },
  delayed: { backgroundColor: tokens.colorPaletteRedBackground1 },
});

/** The status filter and the delayed switch, with how many activities they keep. */
export function ActivityFilters({
  filter,
  onFilter,
  shown,
  total,
}: {
  filter: ActivityFilter;
  onFilter: (filter: ActivityFilter) => void;
  shown: number;
  total: number;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.filters} role="search" aria-label={t`Filter the activities`}>
      <Field className={styles.filter} label={t`Status`} size="small">
        <Select
          size="small"
          value={filter.status ?? ALL}
          onChange={(_, data) => onFilter({ ...filter, status: ACTIVITY_STATUSES.find((status) => status === data.value) ?? null })}
        >
          <option value={ALL}>{t`All statuses`}</option>
          {ACTIVITY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(ACTIVITY_STATUS_LOOK[status].label)}
            </option>
          ))}
        </Select>
      </Field>
      <Switch label={t`Delayed only`} checked={filter.delayedOnly} onChange={(_, data) => onFilter({ ...filter, delayedOnly: data.checked })} />
      {isActivityFiltered(filter) ? (
        <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={() => onFilter(NO_ACTIVITY_FILTER)}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
      <Caption1 className={styles.shown} role="status">
        <Trans>
          {shown} of {total} activities
        </Trans>
      </Caption1>
    </div>
  );
}

/** The activity and, under it, the output it serves. */
function ActivityTitle({ activity }: { activity: Pick<ProjectActivity, 'title' | 'output_title'> }) {
  const styles = useStyles();
  return (
    <span className={styles.title}>
      <span dir="auto">{activity.title}</span>
      <Caption1 className={styles.output} dir="auto">
        {activity.output_title}
      </Caption1>
    </span>
  );
}

const ACTIVITY_TABLE_COLUMNS: TrackingColumn<ProjectActivity>[] = [
  ACTIVITY_COLUMNS.code,
  { id: 'title', header: msg`Activity`, cell: (activity) => <ActivityTitle activity={activity} /> },
  ACTIVITY_COLUMNS.planned,
  ACTIVITY_COLUMNS.carriedOut,
  ACTIVITY_COLUMNS.progress,
  ACTIVITY_COLUMNS.status,
  { id: 'start', header: msg`Start`, look: 'nowrap', cell: (activity) => <SlipText days={activity.start_slip_days} /> },
  { id: 'end', header: msg`End`, look: 'nowrap', cell: (activity) => <SlipText days={activity.end_slip_days} /> },
  ACTIVITY_COLUMNS.note,
];

/** The activities with their planned and actual dates, progress against expected, status and slips. */
export function ActivityTable({ activities, filter, onFilter }: { activities: readonly ProjectActivity[]; filter: ActivityFilter; onFilter: (filter: ActivityFilter) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <TrackingTable
      label={t`Activities`}
      columns={ACTIVITY_TABLE_COLUMNS}
      rows={filterActivities(activities, filter)}
      rowKey={(activity) => activity.id}
      rowProps={(activity) => ({ className: activity.delayed ? styles.delayed : undefined })}
      empty={
        <EmptyState
          icon={<CalendarLtrRegular />}
          title={<Trans>No activity matches these filters</Trans>}
          action={
            <Button onClick={() => onFilter(NO_ACTIVITY_FILTER)}>
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      }
    />
  );
}
