import type { GrantStatus } from '#contract/enums';
import type { GRANT_SORT_COLUMNS } from '#contract/list-columns';
import type { PagingQuery } from '#contract/paging';

export type GrantSortColumn = (typeof GRANT_SORT_COLUMNS)[number];
export type GrantListQuery = PagingQuery<GrantSortColumn> & { status?: GrantStatus | undefined };

/**
 * Every grant query hangs under `grantKeys.all`, so a grant action invalidates exactly these. The detail pages
 * (objectives, due diligence, proposals) hang their keys under `grantKeys.detail(id)`.
 */
export const grantKeys = {
  all: ['grants'] as const,
  lists: () => [...grantKeys.all, 'list'] as const,
  list: (query: GrantListQuery) => [...grantKeys.lists(), query] as const,
  details: () => [...grantKeys.all, 'detail'] as const,
  detail: (id: number) => [...grantKeys.details(), id] as const,
  validation: (id: number) => [...grantKeys.detail(id), 'validation'] as const,
  /** The ids the server gave grants created on this device, by outbox key (create-grant.ts). */
  creations: () => [...grantKeys.all, 'created'] as const,
  created: (recordKey: string) => [...grantKeys.creations(), recordKey] as const,
};
