import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { DUE_DILIGENCE_ACTION, grantWithDueDiligenceCount, type AddDueDiligencePayload } from './due-diligences-overlay';

/** POST /api/DonorGrant/{id}/DueDiligence: the grant requires one more of the funder's due-diligence types. */
export const addGrantDueDiligence = defineOutboxAction<AddDueDiligencePayload, Grant, Grant>({
  type: DUE_DILIGENCE_ACTION.add,
  entity: 'grant',
  request: (payload) => ({
    method: 'POST',
    path: apiPaths.grants.dueDiligences(payload.grantId),
    json: { due_diligence_id: payload.due_diligence_id },
  }),
  overlay: (grant) => grantWithDueDiligenceCount(grant, 1),
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  // The server answers the grant with its new version: these changes bump it too.
  versionOf: versionOfGrant,
  invalidates: (payload) => [grantKeys.detail(payload.grantId)],
  describe: ({ name }) => msg`Require the due diligence “${name}”`,
  summarize: summarizeGrant,
});

export function enqueueAddDueDiligence(grant: Pick<Grant, 'id' | 'version'>, type: { id: number; name: string }) {
  return enqueueAction(addGrantDueDiligence, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, clientKey: crypto.randomUUID(), due_diligence_id: type.id, name: type.name },
  });
}
