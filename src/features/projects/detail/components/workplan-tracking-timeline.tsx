import { useLingui } from '@lingui/react/macro';
import type { ProjectActivity } from '#contract/project-tracking';
import { timelineMonths } from '@/features/proposals';
import { TimelineGrid, type TimelineBarSpec, type TimelineRow } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { useDateFormatter } from '@/ui/list/format-date';
import { activitySpans, actualTone, timelineSpans } from './workplan-tracking-rules';

type WorkplanTrackingTimelineProps = {
  /** The project's period (ISO dates). */
  period: { start_date: string; end_date: string };
  activities: readonly ProjectActivity[];
  /** The day progress is measured on: today, or the project's end once it is over. */
  asOf: string;
};

/**
 * The work plan planned against carried out (a Gantt chart): per activity, the planned period above and what was
 * done below (to the day measured on while it runs), the delayed ones in red, and a line at the day measured on.
 * Time runs towards the end side, so right to left in Arabic.
 */
export function WorkplanTrackingTimeline({ period, activities, asOf }: WorkplanTrackingTimelineProps) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const months = timelineMonths(period, timelineSpans(activities, asOf));
  const span = (from: string, to: string) => `${formatDate(calendarDay(from))} – ${formatDate(calendarDay(to))}`;
  const actualBar = (activity: ProjectActivity, actual: TimelineBarSpec['period'], actualText: string): TimelineBarSpec => ({
    kind: 'actual',
    period: actual,
    tone: actualTone(activity),
    place: 'lower',
    description: activity.actual_end === null ? t`Under way: ${actualText}` : t`Carried out: ${actualText}`,
  });
  const rows: TimelineRow[] = activities.map((activity) => {
    const { planned, actual } = activitySpans(activity, asOf);
    const plannedText = span(planned.start_date, planned.end_date);
    return {
      id: activity.id,
      code: activity.code,
      title: activity.title,
      highlighted: activity.delayed,
      bars: [
        { kind: 'planned', period: planned, tone: 'planned', place: 'upper', description: t`Planned: ${plannedText}` },
        ...(actual ? [actualBar(activity, actual, span(actual.start_date, actual.end_date))] : []),
      ],
    };
  });
  const label = asOf >= period.end_date ? t`Project end` : t`Today`;
  return <TimelineGrid months={months} rows={rows} marker={{ day: asOf, label }} />;
}
