import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { RoleOption } from '#contract/roles';
import { api } from '@/lib/http';
import { roleKeys } from './role-keys';

export function getRoleOptions(signal?: AbortSignal) {
  return api<RoleOption[]>(apiPaths.roles.options, { signal });
}

/** All roles by name, for pickers (invite, change role). */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.options(),
    queryFn: ({ signal }) => getRoleOptions(signal),
  });
