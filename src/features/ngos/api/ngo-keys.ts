import type { NGO_SORT_COLUMNS } from '#contract/list-columns';
import type { PagingQuery } from '#contract/paging';

export type NgoSortColumn = (typeof NGO_SORT_COLUMNS)[number];
export type NgoListQuery = PagingQuery<NgoSortColumn> & { country_id?: number | undefined };

/**
 * Every organisation query hangs under `ngoKeys.all`; an organisation's contacts and due diligences hang under
 * its detail key, so refreshing one organisation refreshes all it shows.
 */
export const ngoKeys = {
  all: ['ngos'] as const,
  lists: () => [...ngoKeys.all, 'list'] as const,
  list: (query: NgoListQuery) => [...ngoKeys.lists(), query] as const,
  details: () => [...ngoKeys.all, 'detail'] as const,
  detail: (id: number) => [...ngoKeys.details(), id] as const,
  contacts: (id: number) => [...ngoKeys.detail(id), 'contacts'] as const,
  dueDiligences: (id: number) => [...ngoKeys.detail(id), 'due-diligences'] as const,
};
