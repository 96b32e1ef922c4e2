import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import type { UserInCharge } from '#contract/programs';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { overlayUsersInCharge, type GrantUsersInChargePayload } from './grant-overlays';

/** PUT /DonorGrant/{id}/users-in-charge with the whole list. Names travel in the payload for the card only. */
export const updateUsersInChargeAction = defineOutboxAction<GrantUsersInChargePayload, Grant, Grant>({
  type: 'grant.users-in-charge',
  entity: 'grant',
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.grants.usersInCharge(payload.grantId),
    json: { users: payload.users.map(({ admin_id, is_manager }) => ({ admin_id, is_manager })) },
  }),
  overlay: overlayUsersInCharge,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: () => msg`Change the grant's users in charge`,
  summarize: summarizeGrant,
});

export function queueUpdateUsersInCharge(grant: Pick<Grant, 'id' | 'version'>, users: UserInCharge[]) {
  return enqueueAction(updateUsersInChargeAction, { entityId: grant.id, baseVersion: grant.version, payload: { grantId: grant.id, users } });
}
