import type { PagingQuery } from '#contract/paging';
import type { PROGRAM_SORT_COLUMNS } from '#contract/list-columns';

export type ProgramListQuery = PagingQuery<(typeof PROGRAM_SORT_COLUMNS)[number]>;

/**
 * Every programs query hangs under `programKeys.all`. A program's users in charge and objectives sit under its
 * detail key, so a change to one program refreshes its page, its sections and the lists (whose counts move).
 */
export const programKeys = {
  all: ['programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  list: (query: ProgramListQuery) => [...programKeys.lists(), query] as const,
  details: () => [...programKeys.all, 'detail'] as const,
  detail: (id: number) => [...programKeys.details(), id] as const,
  usersInCharge: (id: number) => [...programKeys.detail(id), 'users-in-charge'] as const,
  objectives: (id: number) => [...programKeys.detail(id), 'objectives'] as const,
};
