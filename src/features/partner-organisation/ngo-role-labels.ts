import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NgoRole } from '#contract/partner';

/** How an organisation's roles read (contract NGO_ROLES). */
export const NGO_ROLE_LABELS: Record<NgoRole, MessageDescriptor> = {
  admin: msg`Organisation admin`,
  member: msg`Member`,
};
