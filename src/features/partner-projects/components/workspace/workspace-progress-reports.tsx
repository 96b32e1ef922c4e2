import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, ClockRegular, DocumentTextRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ProgressReport } from '#contract/project-tracking';
import { ProgressReportTable } from '@/features/projects';
import { SectionCard } from '@/ui/page-section';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { PARTNER_PROJECT_ENTITY, queuedProgressReports, type PartnerProjectRef } from '../../api/partner-project-queued';
import { PartnerProgressReportDialog } from './partner-progress-report-dialog';

const useStyles = makeStyles({
  waiting: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
});

const NOTHING_DELETED: ReadonlySet<number> = new Set();

type WorkspaceProgressReportsProps = {
  reports: readonly ProgressReport[];
  project: PartnerProjectRef & { start_date: string; end_date: string };
};

/**
 * The organisation's narrative and financial reports on the project (issue 14 item 5): where each stands with the
 * funder and its comment, an upload for a new period, and a corrected upload for a report the funder returned. The
 * file is kept on the device until it is sent, so an upload works offline.
 */
export function WorkspaceProgressReports({ reports, project }: WorkspaceProgressReportsProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const waiting = queuedProgressReports(usePendingRecords(PARTNER_PROJECT_ENTITY, project.projectId));
  const correctedWaiting = new Set(waiting.map(({ payload }) => payload.replaces));
  const [uploading, setUploading] = useState<{ correcting: ProgressReport | null } | null>(null);
  // A returned report without a correction (uploaded or waiting to be) offers one.
  const corrections = new Map<number, ReactNode>(
    reports
      .filter((report) => report.status === 'returned' && report.replaced_by_id === null && !correctedWaiting.has(report.id))
      .map((report): [number, ReactNode] => {
        const title = report.title;
        return [
          report.id,
          <Button key={report.id} size="small" icon={<ArrowUploadRegular />} aria-label={t`Upload a correction of ${title}`} onClick={() => setUploading({ correcting: report })}>
            <Trans>Upload a correction</Trans>
          </Button>,
        ];
      }),
  );
  return (
    <SectionCard
      headingLevel="h2"
      title={<Trans>Progress reports</Trans>}
      action={
        <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setUploading({ correcting: null })}>
          <Trans>Upload a report</Trans>
        </Button>
      }
    >
      {waiting.length > 0 ? (
        <ul className={styles.waiting} aria-label={t`Reports waiting to be uploaded`}>
          {waiting.map(({ key, payload }) => {
            const title = payload.report.title;
            return (
              <li key={key}>
                <Badge appearance="tint" color="informative" icon={<ClockRegular />}>
                  <Trans>“{title}” is waiting to be uploaded</Trans>
                </Badge>
              </li>
            );
          })}
        </ul>
      ) : null}
      {reports.length === 0 && waiting.length === 0 ? (
        <EmptyState icon={<DocumentTextRegular />} title={<Trans>No progress report yet</Trans>}>
          <Trans>Upload your narrative and financial reports here; the funder accepts them or returns them with a comment.</Trans>
        </EmptyState>
      ) : null}
      {reports.length > 0 ? (
        <ProgressReportTable
          reports={reports}
          deleting={NOTHING_DELETED}
          canDelete={false}
          onDelete={() => undefined}
          moreActions={corrections}
        />
      ) : null}
      {uploading ? <PartnerProgressReportDialog project={project} correcting={uploading.correcting} onClose={() => setUploading(null)} /> : null}
    </SectionCard>
  );
}
