import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import { PROGRESS_REPORT_FIELDS, type ProgressReport } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction, type OutboxRequest } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { PROJECT_ENTITY, projectRefOf, storeReportAnswer, summarizeProject } from './project-cache';
import { projectKeys } from './project-keys';
import { PROJECT_ACTION, type AddProgressReportPayload, type ProgressReportFields } from './project-queued';

/**
 * The multipart body of POST …/ProgressReport (contract PROGRESS_REPORT_FIELDS), built at send time from the queued
 * payload, so an upload queued offline sends the file IndexedDB kept with it. The name travels apart: a Blob read
 * back from IndexedDB may have lost the File's name.
 */
export function progressReportRequest(payload: AddProgressReportPayload): OutboxRequest {
  const form = new FormData();
  form.append(PROGRESS_REPORT_FIELDS.title, payload.report.title);
  form.append(PROGRESS_REPORT_FIELDS.kind, payload.report.kind);
  form.append(PROGRESS_REPORT_FIELDS.periodStart, payload.report.period_start);
  form.append(PROGRESS_REPORT_FIELDS.periodEnd, payload.report.period_end);
  // The file goes last, so a server reading the parts as they stream has the text fields before the bytes.
  form.append(PROGRESS_REPORT_FIELDS.file, payload.file, payload.fileName);
  return { method: 'POST', path: apiPaths.projects.progressReports(payload.projectId), form };
}

function isReport(answer: unknown): answer is ProgressReport {
  return typeof answer === 'object' && answer !== null && 'id' in answer && 'file_name' in answer;
}

/**
 * A report does not change the project's version (decision 130), so it is sent without If-Match and never makes a
 * colleague's installment change stale. The answer joins the cached list; the overview's latest report refetches.
 */
export const addProgressReportAction = defineOutboxAction<AddProgressReportPayload, ProgressReport>({
  type: PROJECT_ACTION.addReport,
  entity: PROJECT_ENTITY,
  request: progressReportRequest,
  onSuccess: (queryClient, answer, record) => {
    if (!isReport(answer)) return;
    storeReportAnswer(queryClient, record.payload.projectId, answer);
    const title = record.payload.report.title;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`The progress report "${title}" was uploaded.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => [projectKeys.detail(payload.projectId)],
  describe: (payload) => msg`Upload the progress report "${payload.report.title}" (${payload.fileName}) to the project "${payload.title}"`,
  summarize: summarizeProject,
});

export function queueAddProgressReport(project: Pick<Project, 'id' | 'proposal_id' | 'title'>, report: ProgressReportFields, file: File) {
  return enqueueAction(addProgressReportAction, {
    entityId: project.id,
    baseVersion: null,
    payload: { ...projectRefOf(project), report, file, fileName: file.name, fileType: file.type, fileSize: file.size },
  });
}
