import { z } from 'zod';
import { NGO_ROLES } from './partner-paths';

/**
 * The partner organisations' side (docs/decisions/182-partner-accounts.md): who a signed-in account is, the roles of
 * an organisation's users, and where the partner calls live. Both sides import it; the staff side's paths are in
 * api-paths.ts. The kinds, roles and paths are in partner-paths.ts, without zod: the pages that load with /login
 * and the partner shell's route import them from there (docs/decisions/008-bundle-budgets.md).
 */

export { ACCOUNT_KINDS, NGO_ROLES, isNgoRole, partnerPaths, type AccountKind, type NgoRole } from './partner-paths';

export const ngoRoleSchema = z.enum(NGO_ROLES);

/** GET PartnerAccount/profile: the signed-in partner user and their organisation. */
export const partnerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  ngo_role: ngoRoleSchema,
  ngo: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string().nullable(), logo: z.string().nullable() }),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

