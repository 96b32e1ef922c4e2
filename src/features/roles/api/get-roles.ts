import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Paged } from '#contract/paging';
import type { Role } from '#contract/roles';
import { api } from '@/lib/http';
import { roleKeys, type RoleListQuery } from './role-keys';

export function getRoles(query: RoleListQuery, signal?: AbortSignal) {
  return api<Paged<Role>>(apiPaths.roles.list, { query, signal });
}

/** One page of the funder's roles, with their permissions and how many users hold each. */
export const rolesQuery = (query: RoleListQuery) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => getRoles(query, signal),
  });
