import type { CurrentUser } from '#contract/auth';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';

export type GrantControl = 'usersInCharge' | 'publish' | 'updateDeadline' | 'redraft' | 'edit' | 'delete' | 'countries';

/** For each control: whether the grant's state offers it (shown) and whether this user may use it (enabled). */
export type GrantControls = Record<GrantControl, { shown: boolean; enabled: boolean }>;

/**
 * Spec section 6: a grant control is enabled only for a user with manage_grants who is among the grant's users
 * in charge; draft-only controls (edit, publish) only while the grant is a draft. Section 2 decides what is
 * offered: publish for a draft, update deadline for a published grant, redraft only at status value 1.
 * The server applies the same rules; this only spares the user a refusal.
 */
export function grantControls(
  grant: Pick<Grant, 'status' | 'users_in_charge'>,
  me: Pick<CurrentUser, 'id' | 'permissions'> | null | undefined,
): GrantControls {
  const inCharge =
    !!me && me.permissions.includes('manage_grants') && grant.users_in_charge.some((user) => user.admin_id === me.id);
  const isDraft = grant.status === GrantStatus.Draft;
  const isPublished = grant.status === GrantStatus.Published;
  const control = (shown: boolean) => ({ shown, enabled: shown && inCharge });
  return {
    usersInCharge: control(true),
    publish: control(isDraft),
    updateDeadline: control(isPublished),
    redraft: control(isPublished),
    edit: control(isDraft),
    delete: control(true),
    countries: control(true),
  };
}

/** Whether a user may start new grants: the permission alone (nobody is in charge of a grant not yet made). */
export function canCreateGrants(me: Pick<CurrentUser, 'permissions'> | null | undefined): boolean {
  return !!me && me.permissions.includes('manage_grants');
}
