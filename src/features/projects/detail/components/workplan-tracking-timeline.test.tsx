import { describe, expect, it } from 'vitest';
import type { ProjectActivity } from '#contract/project-tracking';
import { timelineMarker, timelineMonths } from '@/features/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NO_ACTIVITY_FILTER, activitySpans, actualTone, filterActivities, timelineSpans } from './workplan-tracking-rules';
import { WorkplanTrackingTimeline } from './workplan-tracking-timeline';

const period = { start_date: '2026-01-01', end_date: '2026-12-31' };
const asOf = '2026-06-16';

function activity(id: number, overrides: Partial<ProjectActivity> = {}): ProjectActivity {
  return {
    id,
    code: `A${id}`,
    title: `Activity ${id}`,
    output_title: 'Output 1',
    planned_start: '2026-02-01',
    planned_end: '2026-04-30',
    actual_start: null,
    actual_end: null,
    progress: 0,
    status: 'not_started',
    note: null,
    expected_progress: 0,
    start_slip_days: null,
    end_slip_days: null,
    delayed: false,
    ...overrides,
  };
}

const finished = activity(1, { actual_start: '2026-02-01', actual_end: '2026-04-20', progress: 100, status: 'completed', end_slip_days: -10 });
const running = activity(2, { planned_start: '2026-03-01', planned_end: '2026-05-31', actual_start: '2026-04-01', progress: 40, status: 'in_progress', delayed: true, end_slip_days: 16 });
const waiting = activity(3, { planned_start: '2026-09-01', planned_end: '2026-10-31' });

/** The timeline's bars and line as drawn in one direction. */
function renderTimeline(dir: 'ltr' | 'rtl') {
  const { container, unmount } = renderWithProviders(<WorkplanTrackingTimeline period={period} activities={[finished, running, waiting]} asOf={asOf} />, { dir });
  const styleOf = (selector: string) => container.querySelector<HTMLElement>(selector)?.getAttribute('style') ?? '';
  const result = {
    planned: styleOf('[data-activity="2"][data-bar="planned"]'),
    actual: styleOf('[data-activity="2"][data-bar="actual"]'),
    marker: styleOf('[data-testid="timeline-marker"]'),
    bars: container.querySelectorAll('[data-bar]').length,
    direction: container.querySelector('[dir]')?.getAttribute('dir'),
  };
  unmount();
  return result;
}

describe('the work plan planned against carried out', () => {
  it('draws what was carried out from the actual start to the actual end, or to the day measured on while it runs', () => {
    expect(activitySpans(finished, asOf).actual).toEqual({ start_date: '2026-02-01', end_date: '2026-04-20' });
    expect(activitySpans(running, asOf).actual).toEqual({ start_date: '2026-04-01', end_date: asOf });
    expect(activitySpans(waiting, asOf)).toEqual({ planned: { start_date: '2026-09-01', end_date: '2026-10-31' }, actual: null });
  });

  it('colours the delayed ones red, the completed on time green, the rest neutral', () => {
    expect(actualTone(running)).toBe('late');
    expect(actualTone(finished)).toBe('good');
    expect(actualTone(activity(4, { status: 'completed', end_slip_days: 12 }))).toBe('late');
    expect(actualTone(activity(5, { status: 'on_hold', actual_start: '2026-02-03' }))).toBe('neutral');
  });

  it('filters by status and by delay', () => {
    const all = [finished, running, waiting];
    expect(filterActivities(all, NO_ACTIVITY_FILTER)).toHaveLength(3);
    expect(filterActivities(all, { status: 'completed', delayedOnly: false })).toEqual([finished]);
    expect(filterActivities(all, { status: null, delayedOnly: true })).toEqual([running]);
  });

  it('widens the months to every planned and actual span', () => {
    const late = activity(6, { planned_end: '2026-12-20', actual_start: '2026-02-01', actual_end: '2027-02-10', status: 'completed' });
    const months = timelineMonths(period, timelineSpans([late], asOf));
    expect(months.at(-1)).toMatchObject({ key: '2027-02', outsidePeriod: true });
  });

  it('puts the day measured on in its month’s column, as far in as the days before it', () => {
    const months = timelineMonths(period, []);
    // 16 June: the sixth month is grid column 7 (column 1 holds the names); 15 of June's 30 days are behind it.
    expect(timelineMarker(asOf, months)).toEqual({ gridColumn: 7, insetStartPercent: 50 });
    expect(timelineMarker('2027-01-05', months)).toBeNull();
  });

  it('places both bars and the today line with grid lines and inline margins, the same in Arabic, which runs right to left', () => {
    const ltr = renderTimeline('ltr');
    const rtl = renderTimeline('rtl');
    // Planned March to May: columns 4 to 6 (lines 4 / 7); carried out 1 April to 16 June: lines 5 / 8, the last 14 of
    // June's 30 days trimmed off the three months spanned (15.56%).
    expect(ltr.planned).toContain('grid-column: 4 / 7');
    expect(ltr.actual).toContain('grid-column: 5 / 8');
    expect(ltr.actual).toContain('margin-inline-end: 15.56%');
    expect(ltr.marker).toContain('grid-column: 7');
    expect(ltr.marker).toContain('margin-inline-start: 50%');
    // Two bars for the two activities under way or done, one (planned) for the one not started.
    expect(ltr.bars).toBe(5);
    for (const style of [ltr.planned, ltr.actual, ltr.marker]) expect(style).not.toMatch(/(^|[^-])(left|right)\s*:/);
    expect(rtl).toEqual({ ...ltr, direction: 'rtl' });
  });
});
