import type { PagingQuery } from '#contract/paging';
import type { ROLE_SORT_COLUMNS } from '#contract/roles';

export type RoleListQuery = PagingQuery<(typeof ROLE_SORT_COLUMNS)[number]>;

/** Every roles query hangs under `roleKeys.all`, so a change to roles invalidates exactly these. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleListQuery) => [...roleKeys.lists(), query] as const,
  options: () => [...roleKeys.all, 'options'] as const,
};
