import { z } from 'zod';
import { PROGRAM_SORT_COLUMNS } from './list-columns';
import { issue } from './messages';
import { pagingQuery, pagedResponse } from './paging';
import { optionalText, positiveId, requiredText } from './validation';

export { PROGRAM_SORT_COLUMNS };

/** A user in charge of a grant, program or proposal (spec section 3: admin_id and is_manager). */
export const userInChargeSchema = z.object({ admin_id: z.number().int(), name: z.string(), is_manager: z.boolean() });
export type UserInCharge = z.infer<typeof userInChargeSchema>;

/** PUT …/UsersInCharge: the whole list at once; at least one (spec section 5). */
export const usersInChargeInputSchema = z.object({
  users: z
    .array(z.object({ admin_id: positiveId('user'), is_manager: z.boolean().default(false) }))
    .min(1, { error: issue('multiselect', { field: 'user' }) }),
});
export type UsersInChargeInput = z.input<typeof usersInChargeInputSchema>;

/** A program (initiative): spec section 3. */
export const programSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference_id: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  strategic: z.boolean(),
  donor_id: z.number().int(),
  users: z.array(userInChargeSchema),
  objectives_count: z.number().int(),
  grants_count: z.number().int(),
  created_at: z.string(),
});
export type Program = z.infer<typeof programSchema>;

export const programListQuerySchema = pagingQuery(PROGRAM_SORT_COLUMNS);
export const programPageSchema = pagedResponse(programSchema);

export const programOptionSchema = z.object({ id: z.number().int(), title: z.string(), reference_id: z.string().nullable() });
export type ProgramOption = z.infer<typeof programOptionSchema>;

/** POST /api/Program and PUT /api/Program/{id} */
export const programInputSchema = z.object({
  title: requiredText('title'),
  reference_id: optionalText('reference_id', 50),
  manager_id: z.coerce.number().int().positive().nullable().optional(),
  strategic: z.boolean().default(false),
});
export type ProgramInput = z.input<typeof programInputSchema>;

/** A program's objective (spec section 3: id, title, program_id). */
export const programObjectiveSchema = z.object({ id: z.number().int(), title: z.string(), program_id: z.number().int(), created_at: z.string() });
export type ProgramObjective = z.infer<typeof programObjectiveSchema>;

export const objectiveInputSchema = z.object({ title: requiredText('title', 500) });
export type ObjectiveInput = z.input<typeof objectiveInputSchema>;
