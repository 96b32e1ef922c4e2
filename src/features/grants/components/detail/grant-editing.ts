import type { CurrentUser } from '#contract/auth';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';

/** Why a grant's terms (objectives, due diligences) cannot be changed by this user now, most telling reason first. */
export type GrantTermsLock = 'notDraft' | 'noPermission' | 'notInCharge';

export type GrantTermsEditing = { allowed: true } | { allowed: false; reason: GrantTermsLock };

/**
 * Spec section 6: the draft check (published terms are fixed; the server answers 409 otherwise), the
 * manage_grants permission, and the in-charge check (the user is among the grant's users in charge).
 * Client checks are for comfort; the server applies the same three.
 */
export function grantTermsEditing(
  grant: Pick<Grant, 'status' | 'users_in_charge'>,
  me: Pick<CurrentUser, 'id' | 'permissions'>,
): GrantTermsEditing {
  if (grant.status !== GrantStatus.Draft) return { allowed: false, reason: 'notDraft' };
  if (!me.permissions.includes('manage_grants')) return { allowed: false, reason: 'noPermission' };
  if (!grant.users_in_charge.some((user) => user.admin_id === me.id)) return { allowed: false, reason: 'notInCharge' };
  return { allowed: true };
}
