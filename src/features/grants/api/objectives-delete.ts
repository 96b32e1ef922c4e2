import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { OBJECTIVE_ACTION, grantWithObjectiveCount, type DeleteObjectivePayload } from './objectives-overlay';

/** DELETE /api/DonorGrant/{id}/Objective/{objectiveId}, asked for with a confirmation (spec section 2). */
export const deleteGrantObjective = defineOutboxAction<DeleteObjectivePayload, Grant, Grant>({
  type: OBJECTIVE_ACTION.delete,
  entity: 'grant',
  request: (payload) => ({
    method: 'DELETE',
    path: apiPaths.grants.objective(payload.grantId, payload.objectiveId),
  }),
  overlay: (grant) => grantWithObjectiveCount(grant, -1),
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  // The server answers the grant with its new version: these changes bump it too.
  versionOf: versionOfGrant,
  invalidates: (payload) => [grantKeys.detail(payload.grantId)],
  describe: ({ title }) => msg`Delete the objective “${title}”`,
  summarize: summarizeGrant,
});

export function enqueueDeleteObjective(grant: Pick<Grant, 'id' | 'version'>, objective: { id: number; title: string }) {
  return enqueueAction(deleteGrantObjective, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, objectiveId: objective.id, title: objective.title },
  });
}
