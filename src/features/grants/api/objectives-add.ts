import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { OBJECTIVE_ACTION, grantWithObjectiveCount, type AddObjectivePayload } from './objectives-overlay';

/** POST /api/DonorGrant/{id}/Objective: queued, so it works offline; the server refuses it (409) once published. */
export const addGrantObjective = defineOutboxAction<AddObjectivePayload, Grant, Grant>({
  type: OBJECTIVE_ACTION.add,
  entity: 'grant',
  request: (payload) => ({
    method: 'POST',
    path: apiPaths.grants.objectives(payload.grantId),
    json: { title: payload.title },
  }),
  overlay: (grant) => grantWithObjectiveCount(grant, 1),
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  // The server answers the grant with its new version: these changes bump it too.
  versionOf: versionOfGrant,
  // The grant's detail key holds its objectives and validation too (grant-detail-keys.ts).
  invalidates: (payload) => [grantKeys.detail(payload.grantId)],
  describe: ({ title }) => msg`Add the objective “${title}”`,
  summarize: summarizeGrant,
});

export function enqueueAddObjective(grant: Pick<Grant, 'id' | 'version'>, title: string) {
  return enqueueAction(addGrantObjective, {
    entityId: grant.id,
    baseVersion: grant.version,
    payload: { grantId: grant.id, clientKey: crypto.randomUUID(), title },
  });
}
