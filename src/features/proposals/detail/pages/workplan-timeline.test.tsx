import { describe, expect, it } from 'vitest';
import type { Workplan } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { timelineBar, timelineMonths } from './workplan-timeline';
import { WorkplanTimeline } from './workplan-timeline-view';

const period = { start_date: '2026-01-01', end_date: '2026-12-31' };

function activity(id: number, start_date: string, end_date: string): Workplan[number] {
  return { id, code: `A${id}`, title: `Activity ${id}`, output: 'Output 1', start_date, end_date, responsible: 'Field team' };
}

describe('the work plan timeline: months become grid columns', () => {
  it('has one column per month of the proposal period', () => {
    const months = timelineMonths(period, []);
    expect(months.map((month) => month.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months.every((month) => !month.outsidePeriod)).toBe(true);
  });

  it('places a whole-month activity from its first month’s column to the end of its last month, after the label column', () => {
    const months = timelineMonths(period, []);
    // March to May: months 3 to 5 are grid columns 4 to 6 (column 1 holds the names), so lines 4 / 7.
    expect(timelineBar(activity(1, '2026-03-01', '2026-05-31'), months)).toEqual({ gridColumn: '4 / 7', insetStartPercent: 0, insetEndPercent: 0 });
  });

  it('trims a bar to the day within its first and last months', () => {
    const months = timelineMonths(period, []);
    // 16 April (15 of 30 days before) to 15 June (15 of 30 days after), over three months.
    expect(timelineBar(activity(2, '2026-04-16', '2026-06-15'), months)).toEqual({
      gridColumn: '5 / 8',
      insetStartPercent: 16.67,
      insetEndPercent: 16.67,
    });
  });

  it('widens the grid to an activity outside the period and marks those months', () => {
    const months = timelineMonths(period, [activity(3, '2025-11-01', '2026-02-28')]);
    expect(months[0]).toMatchObject({ key: '2025-11', outsidePeriod: true });
    expect(months[2]).toMatchObject({ key: '2026-01', outsidePeriod: false });
    expect(timelineBar(activity(3, '2025-11-01', '2026-02-28'), months)?.gridColumn).toBe('2 / 6');
  });

  it('draws no bar for dates it cannot read or that end before they start', () => {
    const months = timelineMonths(period, []);
    expect(timelineBar(activity(4, 'soon', '2026-05-01'), months)).toBeNull();
    expect(timelineBar(activity(5, '2026-06-01', '2026-05-01'), months)).toBeNull();
  });

  it('places bars with grid lines and inline margins, the same in both directions, so Arabic runs right to left', () => {
    const activities = [activity(6, '2026-04-16', '2026-06-15')];
    const styleOf = (dir: 'ltr' | 'rtl') => {
      const { container, unmount } = renderWithProviders(<WorkplanTimeline period={period} activities={activities} />, { dir });
      const bar = container.querySelector<HTMLElement>('[data-activity="6"]');
      const style = bar?.getAttribute('style') ?? '';
      const direction = container.querySelector<HTMLElement>('[dir]')?.getAttribute('dir');
      unmount();
      return { style, direction };
    };
    const ltr = styleOf('ltr');
    const rtl = styleOf('rtl');
    expect(ltr.style).toContain('grid-column: 5 / 8');
    expect(ltr.style).toContain('margin-inline-start: 16.67%');
    expect(ltr.style).not.toMatch(/(^|[^-])(left|right)\s*:/);
    expect(rtl.style).toBe(ltr.style);
    expect(rtl.direction).toBe('rtl');
  });
});
