import { DASHBOARD_MAX_MONTHS } from '#contract/constants';
import { addMonths, isMonth, monthCount } from '#contract/months';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import type { DashboardFilter } from '../api/dashboard-keys';

/** Why a period cannot be asked for: its end before its start, or longer than the API answers. */
export type PeriodProblem = 'endBeforeStart' | 'tooLong';

export function periodProblem(from: string | undefined, to: string | undefined): PeriodProblem | null {
  if (!from || !to) return null;
  if (to < from) return 'endBeforeStart';
  return monthCount(from, to) > DASHBOARD_MAX_MONTHS ? 'tooLong' : null;
}

/**
 * The dashboard's filters read from the URL, plain, without zod: route definitions load with the first page
 * (docs/decisions/008-bundle-budgets.md). Never throws and never yields a query the API refuses: a damaged link
 * gets the figures of the nearest period that makes sense (bounds swapped, or the last DASHBOARD_MAX_MONTHS months
 * up to `to`), and values that are not months or ids are dropped.
 */
export function readDashboardSearch(search: RawSearch): DashboardFilter {
  let from = isMonth(search.from) ? search.from : undefined;
  let to = isMonth(search.to) ? search.to : undefined;
  if (from && to && periodProblem(from, to) === 'endBeforeStart') [from, to] = [to, from];
  if (from && to && periodProblem(from, to) === 'tooLong') from = addMonths(to, -(DASHBOARD_MAX_MONTHS - 1));
  const ids = {
    grant_id: boundedInteger(search.grant_id, 1, Number.MAX_SAFE_INTEGER),
    program_id: boundedInteger(search.program_id, 1, Number.MAX_SAFE_INTEGER),
    country_id: boundedInteger(search.country_id, 1, Number.MAX_SAFE_INTEGER),
  };
  // Only the fields that are set: the URL and the query keys stay as short as the filter.
  const filter: DashboardFilter = {};
  if (from) filter.from = from;
  if (to) filter.to = to;
  for (const [field, value] of Object.entries(ids) as [keyof typeof ids, number | undefined][]) if (value !== undefined) filter[field] = value;
  return filter;
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function isFiltered(filter: DashboardFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}
