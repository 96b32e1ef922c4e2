import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ProgressReport } from '#contract/project-tracking';
import { ProgressReportFileDialog } from '@/features/projects';
import { queuePartnerProgressReport } from '../../api/progress-report-actions';
import type { PartnerProjectRef } from '../../api/partner-project-queued';

const useStyles = makeStyles({
  comment: { whiteSpace: 'pre-wrap' },
});

type PartnerProgressReportDialogProps = {
  project: PartnerProjectRef & { start_date: string; end_date: string };
  /** The returned report this upload corrects: its title, kind and period are the starting point. */
  correcting: ProgressReport | null;
  onClose: () => void;
};

/**
 * The organisation uploads a narrative or financial report for a period of its project (issue 14 item 5), or a
 * corrected one for a report the funder returned, with the funder's comment above the form.
 */
export function PartnerProgressReportDialog({ project, correcting, onClose }: PartnerProgressReportDialogProps) {
  const styles = useStyles();
  return (
    <ProgressReportFileDialog
      project={project}
      title={correcting ? <Trans>Upload a corrected report</Trans> : <Trans>Upload a progress report</Trans>}
      initial={correcting ? { title: correcting.title, kind: correcting.kind, period_start: correcting.period_start, period_end: correcting.period_end } : undefined}
      note={
        correcting?.review_comment ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <Trans>The funder’s comment:</Trans>{' '}
              <span className={styles.comment} dir="auto">
                {correcting.review_comment}
              </span>
            </MessageBarBody>
          </MessageBar>
        ) : null
      }
      queue={(report, file) => queuePartnerProgressReport(project, report, file, correcting?.id ?? null)}
      onClose={onClose}
    />
  );
}
