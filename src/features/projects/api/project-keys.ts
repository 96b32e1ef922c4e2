import type { ProjectStatus } from '#contract/enums';
import type { PROJECT_SORT_COLUMNS } from '#contract/list-columns';
import type { PagingQuery } from '#contract/paging';

export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];
export type ProjectListQuery = PagingQuery<ProjectSortColumn> & {
  status?: ProjectStatus | undefined;
  ngo_id?: number | undefined;
  grant_id?: number | undefined;
};

/** Every project query hangs under `projectKeys.all`, so a change to a project invalidates exactly these. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.lists(), query] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
};
