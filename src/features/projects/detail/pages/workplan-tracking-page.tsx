import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { projectQuery } from '../../api/get-project';
import { Facts } from '@/ui/facts';
import { calendarDay } from '@/lib/calendar-day';
import { formatCount, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { workplanTrackingQuery } from '../api/workplan-tracking-query';
import { TrackingPage, TrackingSection } from '../components/tracking-page';
import { ActivityStatusCounts } from '../components/workplan-activity-parts';
import { ActivityFilters, ActivityTable } from '../components/workplan-activity-table';
import { WorkplanMonthDetails } from '../components/workplan-month-details';
import { NO_ACTIVITY_FILTER, filterActivities, type ActivityFilter } from '../components/workplan-tracking-rules';
import { WorkplanTrackingTimeline } from '../components/workplan-tracking-timeline';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  key: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { display: 'inline-block', width: '20px', height: '9px', borderRadius: tokens.borderRadiusMedium },
  planned: { backgroundColor: tokens.colorBrandBackground2, outlineStyle: 'solid', outlineWidth: '1px', outlineColor: tokens.colorBrandStroke1, outlineOffset: '-1px' },
  neutral: { backgroundColor: tokens.colorNeutralForeground3 },
  good: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  late: { backgroundColor: tokens.colorPaletteRedBackground3 },
  line: { display: 'inline-block', width: '2px', height: '14px', backgroundColor: tokens.colorPaletteRedBorderActive },
});

/** What the colours of the timeline mean (the timeline itself is hidden from screen readers, the table says it all). */
function TimelineLegend() {
  const styles = useStyles();
  const swatch = (tone: 'planned' | 'neutral' | 'good' | 'late') => <span className={mergeClasses(styles.swatch, styles[tone])} aria-hidden />;
  return (
    <Caption1 className={styles.legend}>
      <span className={styles.key}>
        {swatch('planned')} <Trans>Planned</Trans>
      </span>
      <span className={styles.key}>
        {swatch('neutral')} <Trans>Carried out</Trans>
      </span>
      <span className={styles.key}>
        {swatch('good')} <Trans>Completed on time</Trans>
      </span>
      <span className={styles.key}>
        {swatch('late')} <Trans>Delayed or late</Trans>
      </span>
      <span className={styles.key}>
        <span className={styles.line} aria-hidden /> <Trans>The day measured on</Trans>
      </span>
    </Caption1>
  );
}

/**
 * Workplan tracking (spec section 2): each activity planned against carried out, on a timeline and in a table, with
 * progress against where it should be by now and the delayed ones flagged; and any month in detail.
 */
export function ProjectWorkplanTrackingPage({ projectId }: { projectId: number }) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data } = useSuspenseQuery(workplanTrackingQuery(projectId));
  const [filter, setFilter] = useState<ActivityFilter>(NO_ACTIVITY_FILTER);

  if (data.activities.length === 0) {
    return (
      <TrackingPage page="workplan-tracking">
        <TrackingSection title={t`Activities`}>
          <EmptyState icon={<CalendarLtrRegular />} title={<Trans>No activity to follow yet</Trans>}>
            <Trans>The project’s activities appear here once its work plan is set up.</Trans>
          </EmptyState>
        </TrackingSection>
      </TrackingPage>
    );
  }
  const { summary } = data;
  const shown = filterActivities(data.activities, filter);
  const asOf = formatDate(calendarDay(data.as_of));
  return (
    <TrackingPage page="workplan-tracking">
      <TrackingSection title={t`At a glance`}>
        <Facts
          facts={[
            { key: 'total', label: <Trans>Activities</Trans>, value: formatCount(summary.total) },
            { key: 'statuses', label: <Trans>By status</Trans>, value: <ActivityStatusCounts summary={summary} /> },
            { key: 'delayed', label: <Trans>Delayed</Trans>, value: formatCount(summary.delayed) },
            { key: 'progress', label: <Trans>Average progress</Trans>, value: formatPercent(summary.average_progress) },
            { key: 'expected', label: <Trans>Expected by now</Trans>, value: formatPercent(summary.expected_progress) },
            { key: 'as-of', label: <Trans>Measured on</Trans>, value: asOf },
          ]}
        />
      </TrackingSection>
      <TrackingSection title={t`Planned and carried out`}>
        <ActivityFilters filter={filter} onFilter={setFilter} shown={shown.length} total={data.activities.length} />
        {shown.length > 0 ? (
          <>
            <WorkplanTrackingTimeline period={{ start_date: project.start_date, end_date: project.end_date }} activities={shown} asOf={data.as_of} />
            <TimelineLegend />
          </>
        ) : null}
        <ActivityTable activities={data.activities} filter={filter} onFilter={setFilter} />
      </TrackingSection>
      <TrackingSection title={t`A month in detail`}>
        <WorkplanMonthDetails projectId={projectId} months={data.months} />
      </TrackingSection>
    </TrackingPage>
  );
}

export function loadProjectWorkplanTrackingPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([queryClient.ensureQueryData(projectQuery(projectId)), queryClient.ensureQueryData(workplanTrackingQuery(projectId))]);
}
