import { Badge, Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { proposalQuery } from '../../api/get-proposal';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import type { ProposalActivity } from '#contract/proposals';
import { proposalActivitiesQuery } from '../api/proposal-page-queries';
import { useProposalSection } from '../api/use-section';
import { calendarDay } from '@/lib/calendar-day';
import { PageStack, SectionCard } from '@/ui/page-section';
import { activityDates } from './workplan-timeline';
import { WorkplanTimeline } from './workplan-timeline-view';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  date: { whiteSpace: 'nowrap' },
});

/** The work plan (spec section 2): a month timeline of the activities across the proposal's period, and the list with dates. */
export function WorkplanPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { data: proposal } = useSuspenseQuery(proposalQuery(proposalId));
  const activities = useProposalSection(proposalId, 'Workplans') ?? [];
  const { data: framework } = useSuspenseQuery(proposalActivitiesQuery(proposalId));
  const scheduled = new Set(activities.map((activity) => activity.id));
  const unscheduled = framework.filter((activity) => !scheduled.has(activity.id));
  const period = { start_date: proposal.start_date, end_date: proposal.end_date };
  const start = formatDate(calendarDay(proposal.start_date));
  const end = formatDate(calendarDay(proposal.end_date));

  if (activities.length === 0) {
    return (
      <PageStack>
        <SectionCard title={t`Work plan`}>
          <EmptyState icon={<CalendarLtrRegular />} title={<Trans>No activity planned</Trans>}>
            <Trans>The organisation has not filled in the work plan.</Trans>
          </EmptyState>
        </SectionCard>
        <UnscheduledActivities activities={unscheduled} />
      </PageStack>
    );
  }
  return (
    <PageStack>
      <SectionCard title={t`Timeline`}>
        <Body1 as="p">
          <Trans>
            The proposal runs from {start} to {end}.
          </Trans>
        </Body1>
        <WorkplanTimeline period={period} activities={activities} />
      </SectionCard>
      <SectionCard title={t`Activities`}>
        <ScrollRegion label={t`Activities`}>
          <Table size="small" aria-label={t`Activities`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Output</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Start</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>End</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Responsible</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {activities.map((activity) => {
                const dates = activityDates(activity);
                const outside = dates !== null && (activity.start_date < proposal.start_date || activity.end_date > proposal.end_date);
                return (
                  <TableRow key={activity.id}>
                    <TableCell>{activity.code}</TableCell>
                    <TableCell dir="auto">
                      {activity.title}{' '}
                      {dates === null ? (
                        <Badge appearance="tint" color="danger" size="small">
                          <Trans>Dates unreadable</Trans>
                        </Badge>
                      ) : outside ? (
                        <Badge appearance="tint" color="warning" size="small">
                          <Trans>Outside the proposal period</Trans>
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell dir="auto">{activity.output}</TableCell>
                    <TableCell className={styles.date}>{formatDate(calendarDay(activity.start_date))}</TableCell>
                    <TableCell className={styles.date}>{formatDate(calendarDay(activity.end_date))}</TableCell>
                    <TableCell dir="auto">{activity.responsible}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      </SectionCard>
      <UnscheduledActivities activities={unscheduled} />
    </PageStack>
  );
}

/**
 * Activities of the logical framework (GET …/Activities) that the work plan does not schedule: what a reviewer asks
 * the organisation to place on the calendar. Nothing is shown when every activity has dates.
 */
function UnscheduledActivities({ activities }: { activities: readonly ProposalActivity[] }) {
  const { t } = useLingui();
  if (activities.length === 0) return null;
  return (
    <SectionCard title={t`Activities not on the work plan`}>
      <Table size="small" aria-label={t`Activities not on the work plan`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Activity</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Output</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Outcome</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {activities.map((activity) => (
            <TableRow key={activity.id}>
              <TableCell dir="auto">{activity.title}</TableCell>
              <TableCell dir="auto">{activity.output_title}</TableCell>
              <TableCell dir="auto">{activity.outcome_title}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
