import { INSPIRE_FILTERS } from '#contract/constants';
import { boundedInteger, type RawSearch } from '@/lib/search-params';
import type { InspireFilter } from '../api/inspire-keys';

/** The two views of /inspire: the page itself, and the stories staff choose from (manage_grants; decision 208). */
export const INSPIRE_TABS = ['page', 'choose'] as const;
export type InspireTab = (typeof INSPIRE_TABS)[number];

export type InspireSearch = InspireFilter & { tab?: 'choose' };

/**
 * /inspire's URL, read plainly (route definitions load with the first page, decision 008): one initiative, country and
 * grant id each, and the tab. Never throws; a value that is not an id, or an unknown tab, is dropped, and only what
 * is set is kept, so the URL and the query keys stay as short as the filter.
 */
export function readInspireSearch(search: RawSearch): InspireSearch {
  const result: InspireSearch = {};
  for (const field of INSPIRE_FILTERS) {
    const value = boundedInteger(search[field], 1, Number.MAX_SAFE_INTEGER);
    if (value !== undefined) result[field] = value;
  }
  if (search.tab === 'choose') result.tab = 'choose';
  return result;
}

/** The filter part of the URL, what the API is asked with. */
export function inspireFilterOf(search: InspireSearch): InspireFilter {
  const filter: InspireFilter = {};
  for (const field of INSPIRE_FILTERS) if (search[field] !== undefined) filter[field] = search[field];
  return filter;
}

export function isInspireFiltered(search: InspireSearch): boolean {
  return INSPIRE_FILTERS.some((field) => search[field] !== undefined);
}
