import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProgressReport, ProjectRisk } from '#contract/project-tracking';
import { RESPONSE_STRATEGY_LABELS, RISK_CATEGORY_LABELS, impactLabel, likelihoodLabel } from '@/features/proposals';
import { RiskLevelChip } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { formatCount } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { NO_FIGURE } from './tracking-format';
import { PROGRESS_REPORT_KIND_LABELS } from './tracking-labels';
import { TrackingSection } from './tracking-page';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '200px' },
  muted: { color: tokens.colorNeutralForeground3 },
  wide: { minWidth: '220px', whiteSpace: 'pre-wrap' },
});

/** The risks still open, most serious first, with how they are handled and when they are next reviewed. */
export function ReportRisksSection({ risks }: { risks: readonly ProjectRisk[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const label = (descriptor: ReturnType<typeof likelihoodLabel>) => (descriptor ? i18n._(descriptor) : NO_FIGURE);
  return (
    <TrackingSection title={t`Open risks`}>
      {risks.length === 0 ? (
        <EmptyState title={<Trans>No open risk</Trans>} />
      ) : (
        <ScrollRegion label={t`Open risks`}>
          <Table className={styles.table} size="small" aria-label={t`Open risks`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Risk</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Category</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Likelihood</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Impact</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Score</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Level</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Response strategy</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Mitigation</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Materialised</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Review</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {risks.map((risk) => (
                <TableRow key={risk.id}>
                  <TableCell>
                    <span className={styles.title}>
                      <span dir="auto">{risk.title}</span>
                      {risk.owner ? (
                        <Caption1 className={styles.muted} dir="auto">
                          {risk.owner}
                        </Caption1>
                      ) : null}
                    </span>
                  </TableCell>
                  <TableCell>{i18n._(RISK_CATEGORY_LABELS[risk.category])}</TableCell>
                  <TableCell>{label(likelihoodLabel(risk.likelihood))}</TableCell>
                  <TableCell>{label(impactLabel(risk.impact))}</TableCell>
                  <TableCell className={styles.number}>{formatCount(risk.score)}</TableCell>
                  <TableCell>
                    <RiskLevelChip level={risk.level} />
                  </TableCell>
                  <TableCell>{i18n._(RESPONSE_STRATEGY_LABELS[risk.response_strategy])}</TableCell>
                  <TableCell className={styles.wide} dir="auto">
                    {risk.mitigation}
                  </TableCell>
                  <TableCell>
                    {risk.isMaterialized ? (
                      <Badge appearance="tint" color="danger">
                        <Trans>Yes</Trans>
                      </Badge>
                    ) : (
                      <Trans>No</Trans>
                    )}
                  </TableCell>
                  <TableCell className={styles.nowrap}>{risk.review_date ? formatDate(calendarDay(risk.review_date)) : NO_FIGURE}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
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
