import { INDICATOR_STATUSES, type IndicatorStatus, type ProjectIndicator } from '#contract/project-tracking';

/** The indicator table's filters; null shows every value. */
export type IndicatorFilter = { status: IndicatorStatus | null; output: string | null };

export const NO_INDICATOR_FILTER: IndicatorFilter = { status: null, output: null };

export function filterIndicators<Entry extends ProjectIndicator>(indicators: readonly Entry[], filter: IndicatorFilter): Entry[] {
  return indicators.filter(
    (indicator) => (filter.status === null || indicator.status === filter.status) && (filter.output === null || indicator.output_title === filter.output),
  );
}

export function isIndicatorFiltered(filter: IndicatorFilter): boolean {
  return filter.status !== null || filter.output !== null;
}

/** The outputs the indicators measure, in the order of the results framework (first appearance). */
export function indicatorOutputs(indicators: readonly ProjectIndicator[]): string[] {
  return [...new Set(indicators.map((indicator) => indicator.output_title))];
}

/** How many indicators are in each status, every status listed (zeros included). */
export function indicatorStatusCounts(indicators: readonly ProjectIndicator[]): { status: IndicatorStatus; count: number }[] {
  return INDICATOR_STATUSES.map((status) => ({ status, count: indicators.filter((indicator) => indicator.status === status).length }));
}
