import { Trans } from '@lingui/react/macro';
import type { Project } from '#contract/projects';
import { queueAddProgressReport } from '../../api/add-progress-report';
import { ProgressReportFileDialog } from './progress-report-file-dialog';

/** The funder's staff upload a progress report to a project (spec section 7, ProgressReport POST). */
export function ProgressReportUploadDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  return (
    <ProgressReportFileDialog
      project={project}
      title={<Trans>Upload a progress report</Trans>}
      queue={(report, file) => queueAddProgressReport(project, report, file)}
      onClose={onClose}
    />
  );
}
