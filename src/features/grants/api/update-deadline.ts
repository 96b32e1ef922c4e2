import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { overlayDeadline, type GrantDeadlinePayload } from './grant-overlays';

/** PUT /DonorGrant/{id}/Deadline: moves a published grant's deadline; the status stays. */
export const updateDeadlineAction = defineOutboxAction<GrantDeadlinePayload, Grant, Grant>({
  type: 'grant.deadline',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.deadline(payload.grantId), json: { deadline: payload.deadline } }),
  overlay: overlayDeadline,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: (payload) => msg`Move the grant's deadline to ${payload.deadline}`,
  summarize: summarizeGrant,
});

// Pending changes corrects a refused change in the same dialog, prefilled with what was queued (decision 145).
defineOutboxEditor(updateDeadlineAction, () => import('../components/grant-corrections').then((module) => module.GrantDeadlineEditor));

export function queueUpdateDeadline(grant: Pick<Grant, 'id' | 'version'>, deadline: string, options?: EnqueueOptions) {
  return enqueueAction(updateDeadlineAction, { entityId: grant.id, baseVersion: grant.version, payload: { grantId: grant.id, deadline } }, options);
}
