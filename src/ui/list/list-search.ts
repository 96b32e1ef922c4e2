import { DEFAULT_ORDER_BY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '#contract/constants';
import type { PagingQuery } from '#contract/paging';
import { boundedInteger, optionalFlag, optionalText, type RawSearch } from '@/lib/search-params';

/** Page sizes offered by the pager. The default (10, spec section 9) is the contract's. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

type SortColumns = readonly [string, ...string[]];

/** The values a list shows when its URL says nothing: first page, default size, default sort, no search. */
export function listSearchDefaults<const Columns extends SortColumns>(sortable: Columns): PagingQuery<Columns[number]> {
  const orderBy = (sortable as readonly string[]).includes(DEFAULT_ORDER_BY) ? DEFAULT_ORDER_BY : sortable[0];
  return { order_by: orderBy as Columns[number], is_desc: false, page: 1, rows: DEFAULT_PAGE_SIZE };
}

/**
 * The search params of a list route (page, rows, search, order_by, is_desc), with the names, bounds and
 * defaults of the contract's paging query (which the server applies with zod). A value out of bounds (a typo
 * in a shared link, a column that no longer sorts) falls back to its default instead of failing the page:
 * a list on the wrong page is more useful than an error.
 */
export function listSearchSchema<const Columns extends SortColumns>(sortable: Columns) {
  const defaults = listSearchDefaults(sortable);
  return (search: RawSearch): PagingQuery<Columns[number]> => {
    const text = optionalText(search.search);
    const orderBy = (sortable as readonly unknown[]).includes(search.order_by) ? (search.order_by as Columns[number]) : defaults.order_by;
    return {
      order_by: orderBy,
      is_desc: optionalFlag(search.is_desc) ?? defaults.is_desc,
      page: boundedInteger(search.page, 1, Number.MAX_SAFE_INTEGER) ?? defaults.page,
      rows: boundedInteger(search.rows, 1, MAX_PAGE_SIZE) ?? defaults.rows,
      search: text && text.length <= SEARCH_MAX_LENGTH ? text : undefined,
    };
  };
}

export type ListSearch<Column extends string = string> = PagingQuery<Column>;

/** The number of the last page (at least 1, so an empty list still reads "page 1 of 1"). */
export function lastPageOf(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, rows)));
}
