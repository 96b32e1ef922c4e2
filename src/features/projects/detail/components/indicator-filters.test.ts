import { describe, expect, it } from 'vitest';
import type { IndicatorMonth, ProjectIndicator } from '#contract/project-tracking';
import { NO_INDICATOR_FILTER, filterIndicators, indicatorOutputs, indicatorStatusCounts, isIndicatorFiltered } from './indicator-filters';
import { runningTotals } from './indicator-series';

function indicator(id: number, output: string, status: ProjectIndicator['status']): ProjectIndicator {
  return {
    id,
    code: `I1.${id}`,
    title: `Indicator ${id}`,
    unit: 'people',
    output_title: output,
    baseline: 0,
    target: 100,
    aggregation: 'sum',
    target_to_date: 50,
    actual_to_date: status === 'not_started' ? null : 40,
    achievement_percent: status === 'not_started' ? null : 40,
    plan_percent: status === 'not_started' ? null : 80,
    status,
    last_month: status === 'not_started' ? null : '2026-03',
  };
}

const indicators = [
  indicator(1, 'Women trained', 'behind'),
  indicator(2, 'Grants paid', 'on_track'),
  indicator(3, 'Women trained', 'ahead'),
  indicator(4, 'Grants paid', 'behind'),
  indicator(5, 'Gardens planted', 'not_started'),
];

describe('indicator filters', () => {
  it('shows every indicator, in the framework’s order, without filters', () => {
    expect(filterIndicators(indicators, NO_INDICATOR_FILTER).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(isIndicatorFiltered(NO_INDICATOR_FILTER)).toBe(false);
  });

  it('keeps the indicators in a status, of an output, or both', () => {
    expect(filterIndicators(indicators, { status: 'behind', output: null }).map((entry) => entry.id)).toEqual([1, 4]);
    expect(filterIndicators(indicators, { status: null, output: 'Grants paid' }).map((entry) => entry.id)).toEqual([2, 4]);
    expect(filterIndicators(indicators, { status: 'behind', output: 'Women trained' }).map((entry) => entry.id)).toEqual([1]);
    expect(filterIndicators(indicators, { status: 'ahead', output: 'Grants paid' })).toEqual([]);
    expect(isIndicatorFiltered({ status: null, output: 'Grants paid' })).toBe(true);
  });

  it('offers each output once, in the order the framework lists them', () => {
    expect(indicatorOutputs(indicators)).toEqual(['Women trained', 'Grants paid', 'Gardens planted']);
  });

  it('counts every status, zeros included, in the contract’s order', () => {
    expect(indicatorStatusCounts(indicators)).toEqual([
      { status: 'not_started', count: 1 },
      { status: 'behind', count: 2 },
      { status: 'on_track', count: 1 },
      { status: 'ahead', count: 1 },
    ]);
    expect(indicatorStatusCounts([]).every((entry) => entry.count === 0)).toBe(true);
  });
});

describe('the running totals of a count indicator', () => {
  it('adds the months up, a month not reported adding nothing to the actual', () => {
    const series: IndicatorMonth[] = [
      { month: '2026-01', target: 10, actual: 8, note: null },
      { month: '2026-02', target: 10.1, actual: null, note: null },
      { month: '2026-03', target: 10.2, actual: 12.5, note: 'Catch-up session' },
    ];
    expect(runningTotals(series)).toEqual([
      { month: '2026-01', target: 10, actual: 8 },
      { month: '2026-02', target: 20.1, actual: 8 },
      { month: '2026-03', target: 30.3, actual: 20.5 },
    ]);
  });

  it('has no actual before the first report', () => {
    expect(runningTotals([{ month: '2026-01', target: 5, actual: null, note: null }])).toEqual([{ month: '2026-01', target: 5, actual: null }]);
  });
});
