import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { ProgressReport } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { isPageVisible } from '@/features/proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { PROJECT_ENTITY, dropReport, projectRefOf, summarizeProject } from './project-cache';
import { projectKeys } from './project-keys';
import { PROJECT_ACTION, type DeleteProgressReportPayload } from './project-queued';

/** DELETE …/ProgressReport/{reportId}, answered { id }. Like an upload, no If-Match: reports leave the version alone. */
export const deleteProgressReportAction = defineOutboxAction<DeleteProgressReportPayload, { id: number }>({
  type: PROJECT_ACTION.deleteReport,
  entity: PROJECT_ENTITY,
  request: (payload) => ({ method: 'DELETE', path: apiPaths.projects.progressReport(payload.projectId, payload.reportId) }),
  onSuccess: (queryClient, _answer, record) => {
    dropReport(queryClient, record.payload.projectId, record.payload.reportId);
    const title = record.payload.reportTitle;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`The progress report "${title}" was deleted.`) });
  },
  versionOf: () => null,
  invalidates: (payload) => [projectKeys.detail(payload.projectId)],
  describe: (payload) => msg`Delete the progress report "${payload.reportTitle}" of the project "${payload.title}"`,
  summarize: summarizeProject,
});

export function queueDeleteProgressReport(project: Pick<Project, 'id' | 'proposal_id' | 'title'>, report: Pick<ProgressReport, 'id' | 'title'>) {
  return enqueueAction(deleteProgressReportAction, {
    entityId: project.id,
    baseVersion: null,
    payload: { ...projectRefOf(project), reportId: report.id, reportTitle: report.title },
  });
}
