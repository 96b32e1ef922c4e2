import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProgressReport, ProjectRisk } from '#contract/project-tracking';
import { RiskTable } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { EmptyState } from '@/ui/list/empty-state';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { RISK_REVIEW_COLUMN } from './risk-review-column';
import { PROGRESS_REPORT_KIND_LABELS } from './tracking-labels';
import { TrackingSection } from './tracking-page';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** What the report adds to each open risk: when it is next reviewed. */
const REPORT_RISK_COLUMNS = [RISK_REVIEW_COLUMN];

/** The risks still open, most serious first, with how they are handled and when they are next reviewed. */
export function ReportRisksSection({ risks }: { risks: readonly ProjectRisk[] }) {
  const { t } = useLingui();
  return (
    <TrackingSection title={t`Open risks`}>
      {risks.length === 0 ? (
        <EmptyState title={<Trans>No open risk</Trans>} />
      ) : (
        <RiskTable risks={risks} label={t`Open risks`} compact extraColumns={REPORT_RISK_COLUMNS} />
      )}
    </TrackingSection>
  );
}

/** The organisation's progress reports: what each covers, who sent it, and the file. */
export function ReportProgressReportsSection({ reports, title }: { reports: readonly ProgressReport[]; title?: string }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <TrackingSection title={title ?? t`Progress reports`}>
      {reports.length === 0 ? (
        <EmptyState title={<Trans>No progress report</Trans>} />
      ) : (
        <ScrollRegion label={title ?? t`Progress reports`}>
          <Table className={styles.table} size="small" aria-label={title ?? t`Progress reports`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Report</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Kind</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Covers</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Sent by</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Received on</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {reports.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>
                    <StoredFileLink url={report.url} className={linkStyles.link} dir="auto">
                      {report.title}
                    </StoredFileLink>
                  </TableCell>
                  <TableCell>{i18n._(PROGRESS_REPORT_KIND_LABELS[report.kind])}</TableCell>
                  <TableCell className={styles.nowrap}>
                    {formatDate(calendarDay(report.period_start))} – {formatDate(calendarDay(report.period_end))}
                  </TableCell>
                  <TableCell dir="auto">{report.uploaded_by.name}</TableCell>
                  <TableCell className={styles.nowrap}>{formatDate(report.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </TrackingSection>
  );
}
