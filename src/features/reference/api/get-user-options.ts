import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { UserOption } from '#contract/users';
import { api } from '@/lib/http';
import { referenceKeys } from './reference-keys';

export function getUserOptions(signal?: AbortSignal) {
  return api<UserOption[]>(apiPaths.admin.userList, { signal });
}

/** Colleagues for the users-in-charge pickers. They change more often than currencies: an hour, not a day. */
export const userOptionsQuery = () =>
  queryOptions({ queryKey: referenceKeys.userOptions(), queryFn: ({ signal }) => getUserOptions(signal), staleTime: 60 * 60 * 1000 });
