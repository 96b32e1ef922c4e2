import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { UserOption } from '#contract/users';
import { api } from '@/lib/http';

export function getUserOptions(signal?: AbortSignal) {
  return api<UserOption[]>(apiPaths.admin.userList, { signal });
}

/**
 * The funder's users by name, for the manager and users-in-charge pickers. The key sits under the users
 * feature's root key (`['users']`) on purpose: inviting or deleting a user there refreshes these pickers,
 * without this feature importing that one.
 */
export const userOptionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'options'] as const,
    queryFn: ({ signal }) => getUserOptions(signal),
  });
