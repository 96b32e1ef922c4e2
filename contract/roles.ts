import { z } from 'zod';
import { permissionSchema } from './auth';
import { ROLE_SORT_COLUMNS } from './list-columns';
import { pagingQuery, pagedResponse } from './paging';

export { ROLE_SORT_COLUMNS };
import { requiredText } from './validation';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListQuerySchema = pagingQuery(ROLE_SORT_COLUMNS);
export const rolePageSchema = pagedResponse(roleSchema);

/** POST /api/DonorRole and PUT /api/DonorRole/{id} */
export const roleInputSchema = z.object({
  name: requiredText('name'),
  permissions: z.array(permissionSchema).default([]),
});
export type RoleInput = z.input<typeof roleInputSchema>;

/** GET /api/DonorRole/list: the role picker (added by the server work). */
export const roleOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
