import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentTextRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ProgressReport, ProgressReportDecision } from '#contract/project-tracking';
import { queueDeleteProgressReport } from '../../api/delete-progress-report';
import { projectQuery } from '../../api/get-project';
import { projectOverviewQuery } from '../../api/get-project-overview';
import { progressReportsQuery } from '../../api/get-progress-reports';
import { PROJECT_ENTITY } from '../../api/project-cache';
import { projectControls } from '../../api/project-controls';
import { queuedReportDeletions, queuedReportReviews, queuedUploads } from '../../api/project-queued';
import { PageHeading, PageStack, SectionCard } from '@/ui/page-section';
import { usePendingRecords } from '@/offline/outbox';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import { ProjectChangeNote } from '../components/installments-change-note';
import { QueuedUploads } from '../components/progress-report-queued';
import { ProgressReportReviewActions } from '../components/progress-report-review-actions';
import { ProgressReportReviewDialog } from '../components/progress-report-review-dialog';
import { ProgressReportTable } from '../components/progress-report-table';
import { ProgressReportUploadDialog } from '../components/progress-report-upload-dialog';

/**
 * Progress reports (spec sections 2 and 7): the organisation's narrative and financial reports with their files;
 * users in charge accept or return what the organisation uploads (issue 14 item 5), and upload (with the upload's
 * progress shown) and delete reports, all through the outbox, so it works offline, a file kept on the device until
 * it is sent. Reports may be added after the project ends.
 */
export function ProjectProgressReportsPage({ projectId }: { projectId: number }) {
  const { i18n } = useLingui();
  const me = useRouteContext({ from: '/_app', select: (context) => context.me });
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data: reports } = useSuspenseQuery(progressReportsQuery(projectId));
  const { data: overview } = useSuspenseQuery(projectOverviewQuery(projectId));
  const pending = usePendingRecords(PROJECT_ENTITY, projectId);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ProgressReport | null>(null);
  const [reviewing, setReviewing] = useState<{ report: ProgressReport; decision: ProgressReportDecision } | null>(null);
  const deletion = useQueuedConfirm();
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };
  const block = projectControls(project, overview, me).reports;
  const uploads = queuedUploads(pending);
  const deletions = queuedReportDeletions(pending);
  const reviews = queuedReportReviews(pending);
  const uploadButton =
    block === null ? (
      <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setUploading(true)}>
        <Trans>Upload a report</Trans>
      </Button>
    ) : undefined;
  const deletingTitle = deleting?.title ?? '';
  const reviewActions = new Map<number, ReactNode>(
    reports
      .filter((report) => (block === null && report.status === 'submitted') || reviews.has(report.id))
      .map((report): [number, ReactNode] => [
        report.id,
        <ProgressReportReviewActions key={report.id} report={report} waiting={reviews.has(report.id)} onReview={(decision) => setReviewing({ report, decision })} />,
      ]),
  );

  return (
    <PageStack>
      <PageHeading title={i18n._(PROJECT_PAGE_LABELS['progress-reports'])} action={uploadButton} />
      <ProjectChangeNote block={block} status={project.status} />
      <SectionCard headingLevel="h3" title={<Trans>Reports</Trans>}>
        <QueuedUploads uploads={uploads} />
        {reports.length === 0 && uploads.length === 0 ? (
          <EmptyState icon={<DocumentTextRegular />} title={<Trans>No progress report yet</Trans>}>
            <Trans>The organisation’s narrative and financial reports will be listed here.</Trans>
          </EmptyState>
        ) : null}
        {reports.length > 0 ? (
          <ProgressReportTable
            reports={reports}
            deleting={deletions}
            canDelete={block === null}
            onDelete={setDeleting}
            moreActions={reviewActions}
          />
        ) : null}
      </SectionCard>
      {uploading ? <ProgressReportUploadDialog project={project} onClose={() => setUploading(false)} /> : null}
      {reviewing ? (
        <ProgressReportReviewDialog project={project} report={reviewing.report} decision={reviewing.decision} onClose={() => setReviewing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={<Trans>Delete the progress report</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={deletion.busy}
        refusal={deletion.refusal}
        onConfirm={() => {
          if (deleting) void deletion.confirm(queueDeleteProgressReport(project, deleting), { onDone: closeDeletion });
        }}
        onCancel={closeDeletion}
      >
        <Trans>Be sure to delete “{deletingTitle}”: the report will no longer be listed for this project.</Trans>
      </ConfirmDialog>
    </PageStack>
  );
}

export function loadProjectProgressReportsPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return Promise.all([queryClient.ensureQueryData(progressReportsQuery(projectId)), queryClient.ensureQueryData(projectOverviewQuery(projectId))]);
}
