import type { WorkspaceIndicator } from '#contract/partner-projects';

/**
 * What the approved months achieved so far (contract INDICATOR_AGGREGATIONS): the running total of a `sum` indicator,
 * the latest level measured of a `latest` one; null while no approved month has a figure for it.
 */
export function indicatorAchieved(indicator: Pick<WorkspaceIndicator, 'aggregation' | 'months'>): number | null {
  const actuals = indicator.months.flatMap((month) => (month.actual === null ? [] : [month.actual]));
  if (actuals.length === 0) return null;
  return indicator.aggregation === 'sum' ? actuals.reduce((total, actual) => total + actual, 0) : (actuals.at(-1) ?? null);
}
