import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { ProjectInstallments } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import {
  PROJECT_ENTITY,
  projectMoneyQueriesOf,
  projectRefOf,
  storeInstallmentsAnswer,
  summarizeProject,
  versionOfProject,
} from './project-cache';
import { PROJECT_ACTION, type InstallmentValues, type ProjectBatchesPayload } from './project-queued';

/**
 * POST …/ExpenditureBatch with the whole list (spec section 7: "POST array of batches"), If-Match the project's
 * version: existing installments keep their ids, new ones go without, locked ones keep their percent (the server
 * answers 409 installmentLocked otherwise). The answer is the new list with the project's new version.
 */
export const updateProjectBatchesAction = defineOutboxAction<ProjectBatchesPayload, ProjectInstallments>({
  type: PROJECT_ACTION.batches,
  entity: PROJECT_ENTITY,
  request: (payload) => ({
    method: 'POST',
    path: apiPaths.projects.batches(payload.projectId),
    json: payload.installments.map(({ id, title, percent }) => (id === undefined ? { title, percent } : { id, title, percent })),
  }),
  onSuccess: (queryClient, answer, record) => storeInstallmentsAnswer(queryClient, record.payload.projectId, answer),
  versionOf: versionOfProject,
  invalidates: (payload) => projectMoneyQueriesOf(payload),
  describe: (payload) => msg`Update the installments of the project "${payload.title}"`,
  summarize: summarizeProject,
});

/** Queues the edit on top of the version the user saw (the installments answer's `version`). */
export function queueUpdateProjectBatches(
  project: Pick<Project, 'id' | 'proposal_id' | 'title'>,
  version: number,
  installments: InstallmentValues[],
) {
  return enqueueAction(updateProjectBatchesAction, {
    entityId: project.id,
    baseVersion: version,
    payload: { ...projectRefOf(project), installments },
  });
}
