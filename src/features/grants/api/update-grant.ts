import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantRequestBody, overlayGrantEdit, type GrantEditPayload } from './grant-overlays';

/** Edits a draft's fields (PUT /DonorGrant/{id}; the server refuses a published grant). */
export const updateGrantAction = defineOutboxAction<GrantEditPayload, Grant, Grant>({
  type: 'grant.update',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.one(payload.grantId), json: grantRequestBody(payload.input) }),
  overlay: overlayGrantEdit,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: (payload) => msg`Edit the grant "${payload.input.title}"`,
  summarize: summarizeGrant,
});

/** `grant` is the grant as displayed: its version is the one the edit was made against. */
// Pending changes corrects a refused change in the same dialog, prefilled with what was queued (decision 145).
defineOutboxEditor(updateGrantAction, () => import('../components/grant-corrections').then((module) => module.GrantUpdateEditor));

export function queueUpdateGrant(grant: Pick<Grant, 'id' | 'version'>, payload: Omit<GrantEditPayload, 'grantId'>, options?: EnqueueOptions) {
  return enqueueAction(updateGrantAction, { entityId: grant.id, baseVersion: grant.version, payload: { ...payload, grantId: grant.id } }, options);
}
