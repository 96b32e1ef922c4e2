import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { ProjectBatch, ProjectInstallments } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { batchMoveChange, type BatchMove } from '#contract/installment-moves';
import {
  PROJECT_ENTITY,
  projectMoneyQueriesOf,
  projectRefOf,
  storeInstallmentsAnswer,
  summarizeProject,
  versionOfProject,
} from './project-cache';
import { PROJECT_ACTION, type BatchStatusPayload } from './project-queued';

type MoveTexts = { describe: (batch: string, project: string) => MessageDescriptor; confirmed: (batch: string) => MessageDescriptor };

const MOVE_TEXTS: Record<BatchMove, MoveTexts> = {
  request: {
    describe: (batch, project) => msg`Record the organisation’s request for "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`The organisation’s request for "${batch}" was recorded.`,
  },
  approve: {
    describe: (batch, project) => msg`Approve the request for "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`The request for "${batch}" was approved.`,
  },
  negotiate: {
    describe: (batch, project) => msg`Negotiate the request for "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`The request for "${batch}" is now under negotiation.`,
  },
  reopen: {
    describe: (batch, project) => msg`Reopen the rejected request for "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`The request for "${batch}" was reopened for negotiation.`,
  },
  reject: {
    describe: (batch, project) => msg`Reject the request for "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`The request for "${batch}" was rejected.`,
  },
  transfer: {
    describe: (batch, project) => msg`Record the transfer of "${batch}" of the project "${project}"`,
    confirmed: (batch) => msg`"${batch}" was marked as transferred.`,
  },
};

/**
 * PUT …/ExpenditureBatch/{batchId}/Status with If-Match the project's version: a request decision or a transfer,
 * with the note for the log. No overlay: the new status shows once the server has it (the row says a change
 * waits meanwhile), and a toast says when it has.
 */
export const setBatchStatusAction = defineOutboxAction<BatchStatusPayload, ProjectInstallments>({
  type: PROJECT_ACTION.batchStatus,
  entity: PROJECT_ENTITY,
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.projects.batchStatus(payload.projectId, payload.batchId),
    json: {
      ...(payload.request_status === undefined ? {} : { request_status: payload.request_status }),
      ...(payload.transfer_status === undefined ? {} : { transfer_status: payload.transfer_status }),
      ...(payload.note ? { note: payload.note } : {}),
      ...(payload.transfer_date ? { transfer_date: payload.transfer_date } : {}),
      ...(payload.transfer_reference ? { transfer_reference: payload.transfer_reference } : {}),
    },
  }),
  onSuccess: (queryClient, answer, record) => {
    storeInstallmentsAnswer(queryClient, record.payload.projectId, answer);
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(MOVE_TEXTS[record.payload.move].confirmed(record.payload.batchTitle)) });
  },
  versionOf: versionOfProject,
  invalidates: (payload) => projectMoneyQueriesOf(payload),
  describe: (payload) => MOVE_TEXTS[payload.move].describe(payload.batchTitle, payload.title),
  summarize: summarizeProject,
});

export function queueBatchMove(
  project: Pick<Project, 'id' | 'proposal_id' | 'title'>,
  version: number,
  batch: Pick<ProjectBatch, 'id' | 'title'>,
  move: BatchMove,
  note: string | null,
  transfer: { transfer_date: string | null; transfer_reference: string | null } = { transfer_date: null, transfer_reference: null },
) {
  return enqueueAction(setBatchStatusAction, {
    entityId: project.id,
    baseVersion: version,
    payload: { ...projectRefOf(project), batchId: batch.id, batchTitle: batch.title, move, ...batchMoveChange(move), note, ...transfer },
  });
}
