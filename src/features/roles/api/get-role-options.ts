import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { roleOptionSchema } from '#contract/roles';
import { api } from '@/lib/http';
import { roleKeys } from './role-keys';

export function getRoleOptions(signal?: AbortSignal) {
  return api(apiPaths.roles.options, { schema: z.array(roleOptionSchema), signal });
}

/** All roles by name, for pickers (invite, change role). */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.options(),
    queryFn: ({ signal }) => getRoleOptions(signal),
  });
