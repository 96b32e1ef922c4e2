import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { User } from '#contract/users';
import { api } from '@/lib/http';
import { userKeys, type UserListQuery } from './user-keys';

export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return api<Paged<User>>(apiPaths.admin.users, { query, signal });
}

/** One page of the funder's users, invited ones included (`active` false until they accept). */
export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });
