import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { overlayPublish, type GrantDeadlinePayload } from './grant-overlays';

/** PUT /DonorGrant/{id}/Publish with the deadline: Draft becomes Published (spec section 4). */
export const publishGrantAction = defineOutboxAction<GrantDeadlinePayload, Grant, Grant>({
  type: 'grant.publish',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.publish(payload.grantId), json: { deadline: payload.deadline } }),
  overlay: overlayPublish,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: (payload) => msg`Publish the grant with the deadline ${payload.deadline}`,
  summarize: summarizeGrant,
});

// Pending changes corrects a refused change in the same dialog, prefilled with what was queued (decision 145).
defineOutboxEditor(publishGrantAction, () => import('../components/grant-corrections').then((module) => module.GrantPublishEditor));

export function queuePublishGrant(grant: Pick<Grant, 'id' | 'version'>, deadline: string, options?: EnqueueOptions) {
  return enqueueAction(publishGrantAction, { entityId: grant.id, baseVersion: grant.version, payload: { grantId: grant.id, deadline } }, options);
}
