import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { forgetGrant, grantQueriesOf } from './grant-cache';
import type { GrantIdPayload } from './grant-overlays';

/**
 * DELETE /DonorGrant/{id} answers `{ id }`. While queued the card stays, struck through, reading "Deleting…"
 * (it needs no overlay: the card asks `usePendingRecords` whether a deletion waits).
 */
export const deleteGrantAction = defineOutboxAction<GrantIdPayload, { id: number }, Grant>({
  type: 'grant.delete',
  entity: 'grant',
  request: (payload) => ({ method: 'DELETE', path: apiPaths.grants.one(payload.grantId) }),
  onSuccess: (queryClient, answer) => forgetGrant(queryClient, answer.id),
  versionOf: () => null,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: (payload) => msg`Delete the grant "${payload.title}"`,
});

export function queueDeleteGrant(grant: Pick<Grant, 'id' | 'version' | 'title'>) {
  return enqueueAction(deleteGrantAction, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, title: grant.title },
  });
}
