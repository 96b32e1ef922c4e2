import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { OBJECTIVE_ACTION, type UpdateObjectivePayload } from './objectives-overlay';

/** PUT /api/DonorGrant/{id}/Objective/{objectiveId}: renames an objective of a draft grant. */
export const updateGrantObjective = defineOutboxAction<UpdateObjectivePayload, Grant, Grant>({
  type: OBJECTIVE_ACTION.update,
  entity: 'grant',
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.grants.objective(payload.grantId, payload.objectiveId),
    json: { title: payload.title },
  }),
  // A rename changes nothing the grant itself shows.
  overlay: (grant) => grant,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  // The server answers the grant with its new version: these changes bump it too.
  versionOf: versionOfGrant,
  invalidates: (payload) => [grantKeys.detail(payload.grantId)],
  describe: ({ title }) => msg`Rename an objective to “${title}”`,
  summarize: summarizeGrant,
});

export function enqueueUpdateObjective(grant: Pick<Grant, 'id' | 'version'>, objectiveId: number, title: string) {
  return enqueueAction(updateGrantObjective, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, objectiveId, title },
  });
}
