import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { projectReportQuery } from '../api/report-query';
import { useExportProjectReport } from '../api/report-export';
import { ReportActions } from '../components/report-actions';
import { ReportCover } from '../components/report-cover';
import { ReportBudgetSection, ReportInstallmentsSection } from '../components/report-money-sections';
import { PrintableReport } from '@/ui/printable-report';
import { ReportIndicatorsSection, ReportWorkplanSection } from '../components/report-results-sections';
import { ReportProgressReportsSection, ReportRisksSection } from '../components/report-risk-sections';
import { TrackingPage } from '../components/tracking-page';

/**
 * Reports (spec section 2, DonorProject Report): the whole project on a few printable pages, from its start to
 * today: budget by category, installments, indicators, work plan, open risks and the organisation's progress
 * reports. Printed without the portal around it, and exported to Excel with the same figures.
 */
export function ProjectReportsPage({ projectId }: { projectId: number }) {
  const { data: report } = useSuspenseQuery(projectReportQuery(projectId));
  const exporting = useExportProjectReport(projectId, `project-report-${report.project.code}.xlsx`);
  return (
    <PrintableReport>
      <TrackingPage page="reports" actions={<ReportActions exporting={exporting.isPending} onExport={() => exporting.mutate()} />}>
        <ReportCover report={report} kind={<Trans>Project report</Trans>} />
        <ReportBudgetSection report={report} />
        <ReportInstallmentsSection installments={report.installments} symbol={report.currency.symbol} />
        <ReportIndicatorsSection indicators={report.indicators} />
        <ReportWorkplanSection summary={report.workplan.summary} activities={report.workplan.activities} />
        <ReportRisksSection risks={report.open_risks} />
        <ReportProgressReportsSection reports={report.progress_reports} />
      </TrackingPage>
    </PrintableReport>
  );
}

export function loadProjectReportsPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  return queryClient.ensureQueryData(projectReportQuery(projectId));
}
