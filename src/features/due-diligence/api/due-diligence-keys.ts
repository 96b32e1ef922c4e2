import type { DUE_DILIGENCE_SORT_COLUMNS } from '#contract/list-columns';
import type { PagingQuery } from '#contract/paging';

export type DueDiligenceListQuery = PagingQuery<(typeof DUE_DILIGENCE_SORT_COLUMNS)[number]>;

/** Every query of the settings page hangs under `dueDiligenceKeys.all`. */
export const dueDiligenceKeys = {
  all: ['due-diligence-types'] as const,
  lists: () => [...dueDiligenceKeys.all, 'list'] as const,
  list: (query: DueDiligenceListQuery) => [...dueDiligenceKeys.lists(), query] as const,
};
