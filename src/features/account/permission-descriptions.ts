import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '#contract/enums';

/** What each permission lets a person do, in plain words, for the home page. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, MessageDescriptor> = {
  manage_grants: msg`Create and publish grants, change their deadlines and choose who is in charge of them.`,
  manage_programs: msg`Manage your organisation's initiatives and their objectives.`,
  manage_settings: msg`Change your organisation's preferences and the due diligence list.`,
  manage_users: msg`Invite users, change their roles and decide what each role may do.`,
};
