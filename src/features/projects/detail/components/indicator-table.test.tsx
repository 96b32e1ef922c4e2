import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectIndicator } from '#contract/project-tracking';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NO_INDICATOR_FILTER } from './indicator-filters';
import { IndicatorStatusCounters } from './indicator-table';

function indicator(id: number, status: ProjectIndicator['status']): ProjectIndicator {
  return {
    id,
    code: `I1.${id}`,
    title: `Indicator ${id}`,
    unit: 'people',
    output_title: 'Women trained',
    baseline: 0,
    target: 100,
    aggregation: 'sum',
    target_to_date: 50,
    actual_to_date: 40,
    achievement_percent: 40,
    plan_percent: 80,
    status,
    last_month: '2026-03',
  };
}

describe('indicator status counters', () => {
  it('names each counter by the count and status it shows, and says what pressing it does (WCAG 2.5.3)', () => {
    const onFilter = vi.fn();
    renderWithProviders(
      <IndicatorStatusCounters indicators={[indicator(1, 'behind'), indicator(2, 'on_track'), indicator(3, 'behind')]} filter={NO_INDICATOR_FILTER} onFilter={onFilter} />,
    );
    const counters = screen.getByRole('group', { name: 'Indicators by status' });
    const behind = within(counters).getByRole('button', { name: '2 Behind' });
    expect(behind.textContent).toBe('2 Behind');
    expect(behind.getAttribute('aria-label')).toBeNull();
    expect(within(counters).getByRole('button', { name: '1 On track', description: 'Show only these indicators' })).toBeTruthy();
    fireEvent.click(behind);
    expect(onFilter).toHaveBeenCalledWith({ ...NO_INDICATOR_FILTER, status: 'behind' });
  });
});
