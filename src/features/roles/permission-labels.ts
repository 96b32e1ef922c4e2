import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '#contract/enums';

/**
 * What each permission of the contract is called and what it allows, in the funder's words. The only such
 * table in the app: the roles list, the role dialog and anything else naming a permission read it from here.
 * Typed as a Record over the contract's enumeration, so a new permission does not compile until it has a label.
 */
export const PERMISSION_LABELS: Record<Permission, { label: MessageDescriptor; description: MessageDescriptor }> = {
  manage_grants: {
    label: msg`Manage grants`,
    description: msg`Create, publish and close grants, and decide on their proposals.`,
  },
  manage_programs: {
    label: msg`Manage initiatives`,
    description: msg`Create and edit initiatives (programs), their objectives and users in charge.`,
  },
  manage_settings: {
    label: msg`Manage settings`,
    description: msg`Edit the funder's profile, logo and due-diligence lists.`,
  },
  manage_users: {
    label: msg`Manage users and roles`,
    description: msg`Invite and remove users, change their roles, and define roles.`,
  },
};
