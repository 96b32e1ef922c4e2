import type { PagingQuery } from '#contract/paging';
import type { USER_SORT_COLUMNS } from '#contract/users';

export type UserListQuery = PagingQuery<(typeof USER_SORT_COLUMNS)[number]>;

/** Every users query hangs under `userKeys.all`, so a change to users invalidates exactly these. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
};
