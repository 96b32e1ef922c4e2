import {
  Button,
  Caption1,
  Field,
  Select,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarLtrRegular, DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_STATUSES, type ProjectActivity } from '#contract/project-tracking';
import { EmptyState } from '@/ui/list/empty-state';
import { NO_FIGURE } from './tracking-format';
import { ACTIVITY_STATUS_LOOK } from './tracking-labels';
import { ActivityProgress, ActivityStatusChips, DateSpan, SlipText } from './workplan-activity-parts';
import { NO_ACTIVITY_FILTER, filterActivities, isActivityFiltered, type ActivityFilter } from './workplan-tracking-rules';

const ALL = 'all';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px' },
  shown: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  scroll: { overflowX: 'auto' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '220px' },
  output: { color: tokens.colorNeutralForeground3 },
  note: { minWidth: '200px' },
  nowrap: { whiteSpace: 'nowrap' },
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

/** The activities with their planned and actual dates, progress against expected, status and slips. */
export function ActivityTable({ activities, filter, onFilter }: { activities: readonly ProjectActivity[]; filter: ActivityFilter; onFilter: (filter: ActivityFilter) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const shown = filterActivities(activities, filter);
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<CalendarLtrRegular />}
        title={<Trans>No activity matches these filters</Trans>}
        action={
          <Button onClick={() => onFilter(NO_ACTIVITY_FILTER)}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={t`Activities`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Code</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Activity</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Planned</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Carried out</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Progress</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Status</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Start</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>End</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Note</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((activity) => (
            <TableRow key={activity.id} className={activity.delayed ? styles.delayed : undefined}>
              <TableCell className={styles.nowrap}>{activity.code}</TableCell>
              <TableCell>
                <span className={styles.title}>
                  <span dir="auto">{activity.title}</span>
                  <Caption1 className={styles.output} dir="auto">
                    {activity.output_title}
                  </Caption1>
                </span>
              </TableCell>
              <TableCell>
                <DateSpan from={activity.planned_start} to={activity.planned_end} />
              </TableCell>
              <TableCell>
                <DateSpan from={activity.actual_start} to={activity.actual_end} />
              </TableCell>
              <TableCell>
                <ActivityProgress activity={activity} />
              </TableCell>
              <TableCell>
                <ActivityStatusChips activity={activity} />
              </TableCell>
              <TableCell className={styles.nowrap}>
                <SlipText days={activity.start_slip_days} />
              </TableCell>
              <TableCell className={styles.nowrap}>
                <SlipText days={activity.end_slip_days} />
              </TableCell>
              <TableCell className={styles.note} dir="auto">
                {activity.note ?? NO_FIGURE}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
