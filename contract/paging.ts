import { z } from 'zod';
import { DEFAULT_ORDER_BY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants';
import { issue } from './messages';

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** The paging query of spec section 3; each list names the columns it can be sorted by. */
export function pagingQuery<const Columns extends readonly [string, ...string[]]>(sortable: Columns) {
  return z.object({
    order_by: z.enum(sortable, { error: issue('invalid', { field: 'order_by' }) }).default(
      (sortable.includes(DEFAULT_ORDER_BY) ? DEFAULT_ORDER_BY : sortable[0]) as Columns[number],
    ),
    is_desc: booleanFlag.default(false),
    page: z.coerce.number().int({ error: issue('invalid', { field: 'page' }) }).min(1, { error: issue('min', { field: 'page', min: 1 }) }).default(1),
    rows: z.coerce
      .number()
      .int({ error: issue('invalid', { field: 'rows' }) })
      .min(1, { error: issue('min', { field: 'rows', min: 1 }) })
      .max(MAX_PAGE_SIZE, { error: issue('max', { field: 'rows', max: MAX_PAGE_SIZE }) })
      .default(DEFAULT_PAGE_SIZE),
    search: z.string().trim().max(SEARCH_MAX_LENGTH, { error: issue('maxLength', { field: 'search', max: SEARCH_MAX_LENGTH }) }).optional(),
  });
}

export type PagingQuery<Column extends string = string> = {
  order_by: Column;
  is_desc: boolean;
  page: number;
  rows: number;
  search?: string | undefined;
};

export function pagedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ total: z.number().int(), data: z.array(item) });
}

export type Paged<Item> = { total: number; data: Item[] };
