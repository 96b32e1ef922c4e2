import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import { PROGRESS_REPORT_FIELDS } from '#contract/project-tracking';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction, type OutboxRequest } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { partnerProjectQueriesOf } from './partner-project-cache';
import {
  PARTNER_PROJECT_ACTION,
  PARTNER_PROJECT_ENTITY,
  type PartnerProgressReportPayload,
  type PartnerProjectRef,
  type ProgressReportFields,
} from './partner-project-queued';

/** The multipart body of POST PartnerProject/{id}/ProgressReport (the staff upload's fields), built at send time. */
export function partnerProgressReportRequest(payload: PartnerProgressReportPayload): OutboxRequest {
  const form = new FormData();
  form.append(PROGRESS_REPORT_FIELDS.title, payload.report.title);
  form.append(PROGRESS_REPORT_FIELDS.kind, payload.report.kind);
  form.append(PROGRESS_REPORT_FIELDS.periodStart, payload.report.period_start);
  form.append(PROGRESS_REPORT_FIELDS.periodEnd, payload.report.period_end);
  if (payload.replaces !== null) form.append(PROGRESS_REPORT_FIELDS.replaces, String(payload.replaces));
  form.append(PROGRESS_REPORT_FIELDS.file, payload.file.file, payload.file.name);
  return { method: 'POST', path: partnerPaths.projects.progressReports(payload.projectId), form };
}

export const uploadPartnerProgressReportAction = defineOutboxAction<PartnerProgressReportPayload, unknown>({
  type: PARTNER_PROJECT_ACTION.progressReport,
  entity: PARTNER_PROJECT_ENTITY,
  request: partnerProgressReportRequest,
  onSuccess: (_queryClient, _answer, record) => {
    const title = record.payload.report.title;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`The progress report "${title}" was uploaded.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => partnerProjectQueriesOf(payload.projectId),
  describe: (payload) => msg`Upload the progress report "${payload.report.title}" (${payload.file.name}) to the project "${payload.projectTitle}"`,
});

export function queuePartnerProgressReport(project: PartnerProjectRef, report: ProgressReportFields, file: File, replaces: number | null) {
  return enqueueAction(uploadPartnerProgressReportAction, {
    entityId: project.projectId,
    baseVersion: null,
    payload: { ...project, report, file: { file, name: file.name }, replaces },
  });
}
