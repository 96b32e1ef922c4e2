import { z } from 'zod';
import { pagingQuery, type PagingQuery } from '#contract/paging';

/** Page sizes offered by the pager. The default (10, spec section 9) comes from the contract's paging query. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

type SortColumns = readonly [string, ...string[]];

/** The values a list shows when its URL says nothing: first page, default size, default sort, no search. */
export function listSearchDefaults<const Columns extends SortColumns>(sortable: Columns): PagingQuery<Columns[number]> {
  return pagingQuery(sortable).parse({});
}

/**
 * The search params of a list route (page, rows, search, order_by, is_desc), built on the contract's paging
 * query so the URL, the request and the server agree on names and defaults. A value the contract refuses
 * (a typo in a shared link, a column that no longer sorts) falls back to its default instead of failing the
 * page: a list with the wrong page is more useful than an error. `strictListSearchSchema` keeps the contract's
 * errors for callers that would rather refuse.
 */
export function listSearchSchema<const Columns extends SortColumns>(sortable: Columns) {
  const { shape } = pagingQuery(sortable);
  const defaults = listSearchDefaults(sortable);
  return z.object({
    order_by: shape.order_by.catch(defaults.order_by),
    is_desc: shape.is_desc.catch(defaults.is_desc),
    page: shape.page.catch(defaults.page),
    rows: shape.rows.catch(defaults.rows),
    search: shape.search
      .transform((value) => (value ? value : undefined))
      .catch(undefined),
  });
}

export function strictListSearchSchema<const Columns extends SortColumns>(sortable: Columns) {
  return pagingQuery(sortable);
}

export type ListSearch<Column extends string = string> = PagingQuery<Column>;

/** The number of the last page (at least 1, so an empty list still reads "page 1 of 1"). */
export function lastPageOf(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, rows)));
}
