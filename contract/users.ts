import { z } from 'zod';
import { USER_SORT_COLUMNS } from './list-columns';
import { pagingQuery, pagedResponse } from './paging';

export { USER_SORT_COLUMNS };
import { emailAddress, positiveId, requiredText } from './validation';

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  /** The admin (user) id under which the user was created; the spec's admin_id. */
  admin_id: z.number().int(),
  /** false while an invitation is not yet accepted. */
  active: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = pagingQuery(USER_SORT_COLUMNS);
export const userPageSchema = pagedResponse(userSchema);

/** A short list for pickers (users in charge). */
export const userOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), image: z.string().nullable() });
export type UserOption = z.infer<typeof userOptionSchema>;

/** POST /api/InvitedUser */
export const inviteUserSchema = z.object({
  name: requiredText('name'),
  email: emailAddress('email'),
  role_id: positiveId('role_id'),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** POST /api/InvitedUser/ResendInvitationEmail */
export const resendInvitationSchema = z.object({ user_id: positiveId('user') });

/** PUT /api/DonorAdmin/{id}/Role */
export const changeUserRoleSchema = z.object({ role_id: positiveId('role_id') });
