import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions } from '@/offline/outbox';
import { storeGrantAnswer, versionOfGrant } from './grant-cache';
import { grantKeys } from './grant-keys';
import { grantRequestBody, type GrantCreatePayload } from './grant-overlays';

/**
 * A new grant goes through the outbox like every other grant action, so one can be drafted offline. Until the
 * server has it, the list shows it from the queued record (`grantFromCreate`) with a pending mark.
 */
export const createGrantAction = defineOutboxAction<GrantCreatePayload, Grant, Grant>({
  type: 'grant.create',
  entity: 'grant',
  request: (payload) => ({ method: 'POST', path: apiPaths.grants.list, json: grantRequestBody(payload.input) }),
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: () => [grantKeys.lists()],
  describe: (payload) => msg`Create the grant "${payload.input.title}"`,
});

// Pending changes corrects a refused change in the same dialog, prefilled with what was queued (decision 145).
defineOutboxEditor(createGrantAction, () => import('../components/grant-corrections').then((module) => module.GrantCreateEditor));

export function queueCreateGrant(payload: GrantCreatePayload, options?: EnqueueOptions) {
  return enqueueAction(createGrantAction, { entityId: null, baseVersion: null, payload }, options);
}
