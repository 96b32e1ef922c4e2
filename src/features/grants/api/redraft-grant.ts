import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { overlayRedraft, type GrantIdPayload } from './grant-overlays';

/**
 * PUT /DonorGrant/{id}/Draft: a published grant goes back to draft. The answer refreshes the deadline, the
 * status and the users in charge on the card (spec section 4).
 */
export const redraftGrantAction = defineOutboxAction<GrantIdPayload, Grant, Grant>({
  type: 'grant.redraft',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.redraft(payload.grantId) }),
  overlay: overlayRedraft,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: (payload) => msg`Return the grant "${payload.title}" to draft`,
  summarize: summarizeGrant,
});

export function queueRedraftGrant(grant: Pick<Grant, 'id' | 'version' | 'title'>) {
  return enqueueAction(redraftGrantAction, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, title: grant.title },
  });
}
