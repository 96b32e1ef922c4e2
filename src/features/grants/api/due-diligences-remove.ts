import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { DUE_DILIGENCE_ACTION, grantWithDueDiligenceCount, type RemoveDueDiligencePayload } from './due-diligences-overlay';

/** DELETE /api/DonorGrant/{id}/DueDiligence/{linkId}: the grant no longer requires that type. */
export const removeGrantDueDiligence = defineOutboxAction<RemoveDueDiligencePayload, Grant, Grant>({
  type: DUE_DILIGENCE_ACTION.remove,
  entity: 'grant',
  request: (payload) => ({
    method: 'DELETE',
    path: apiPaths.grants.dueDiligence(payload.grantId, payload.linkId),
  }),
  overlay: (grant) => grantWithDueDiligenceCount(grant, -1),
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  // The server answers the grant with its new version: these changes bump it too.
  versionOf: versionOfGrant,
  invalidates: (payload) => [grantKeys.detail(payload.grantId)],
  describe: ({ name }) => msg`Stop requiring the due diligence “${name}”`,
  summarize: summarizeGrant,
});

export function enqueueRemoveDueDiligence(
  grant: Pick<Grant, 'id' | 'version'>,
  link: { linkId: number; dueDiligenceId: number; name: string },
) {
  return enqueueAction(removeGrantDueDiligence, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, linkId: link.linkId, due_diligence_id: link.dueDiligenceId, name: link.name },
  });
}
