import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import { INSTALLMENT_REQUEST_FIELDS } from '#contract/partner-projects';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction, type OutboxRequest } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { partnerProjectQueriesOf } from './partner-project-cache';
import {
  PARTNER_PROJECT_ACTION,
  PARTNER_PROJECT_ENTITY,
  type InstallmentReceivedPayload,
  type InstallmentRequestPayload,
  type PartnerProjectRef,
} from './partner-project-queued';

/**
 * The multipart body of POST PartnerProject/{id}/InstallmentRequest, built at send time from the queued payload, so
 * a request made offline sends the files IndexedDB kept with it. Files go last: the server reads the text first.
 */
export function installmentRequestRequest(payload: InstallmentRequestPayload): OutboxRequest {
  const form = new FormData();
  form.append(INSTALLMENT_REQUEST_FIELDS.batchId, String(payload.batchId));
  form.append(INSTALLMENT_REQUEST_FIELDS.justification, payload.justification);
  for (const { file, name } of payload.files) form.append(INSTALLMENT_REQUEST_FIELDS.files, file, name);
  return { method: 'POST', path: partnerPaths.projects.installmentRequest(payload.projectId), form };
}

/**
 * Installment moves are not versioned on the partner side (the server checks the statuses: only the next
 * installment, only once transferred), so they go without If-Match and never make a colleague's risk review stale.
 */
export const requestInstallmentAction = defineOutboxAction<InstallmentRequestPayload, unknown>({
  type: PARTNER_PROJECT_ACTION.installmentRequest,
  entity: PARTNER_PROJECT_ENTITY,
  request: installmentRequestRequest,
  onSuccess: (_queryClient, _answer, record) => {
    const title = record.payload.batchTitle;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`Your request for "${title}" was sent to the funder.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => partnerProjectQueriesOf(payload.projectId),
  describe: (payload) => msg`Request "${payload.batchTitle}" of the project "${payload.projectTitle}"`,
});

export function queueInstallmentRequest(project: PartnerProjectRef, batch: { id: number; title: string }, justification: string, files: readonly File[]) {
  return enqueueAction(requestInstallmentAction, {
    entityId: project.projectId,
    baseVersion: null,
    payload: { ...project, batchId: batch.id, batchTitle: batch.title, justification, files: files.map((file) => ({ file, name: file.name })) },
  });
}

export const confirmInstallmentReceivedAction = defineOutboxAction<InstallmentReceivedPayload, unknown>({
  type: PARTNER_PROJECT_ACTION.installmentReceived,
  entity: PARTNER_PROJECT_ENTITY,
  request: (payload) => ({ method: 'POST', path: partnerPaths.projects.installmentReceived(payload.projectId, payload.batchId), json: {} }),
  onSuccess: (_queryClient, _answer, record) => {
    const title = record.payload.batchTitle;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`You confirmed that "${title}" was received.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => partnerProjectQueriesOf(payload.projectId),
  describe: (payload) => msg`Confirm that "${payload.batchTitle}" of the project "${payload.projectTitle}" was received`,
});

export function queueInstallmentReceived(project: PartnerProjectRef, batch: { id: number; title: string }) {
  return enqueueAction(confirmInstallmentReceivedAction, {
    entityId: project.projectId,
    baseVersion: null,
    payload: { ...project, batchId: batch.id, batchTitle: batch.title },
  });
}
