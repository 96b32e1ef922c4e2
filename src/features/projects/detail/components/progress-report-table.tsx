import { useId, type ReactNode } from 'react';
import { Badge, Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ClockRegular, DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import type { ProgressReport } from '#contract/project-tracking';
import { calendarDay } from '@/lib/calendar-day';
import { fileKind, formatFileSize, type FileKind } from '@/lib/files';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { useMoneyTableStyles } from './money-table-styles';
import { TrackingChip } from './tracking-chip';
import { PROGRESS_REPORT_KIND_LABELS, PROGRESS_REPORT_STATUS_LOOK } from './tracking-labels';
import { ScrollRegion } from '@/ui/scroll-region';

const FILE_KIND_LABELS: Record<FileKind, MessageDescriptor> = {
  pdf: msg`PDF`,
  word: msg`Word document`,
  spreadsheet: msg`Spreadsheet`,
  image: msg`Image`,
  other: msg`File`,
};

const useStyles = makeStyles({
  table: { minWidth: '1100px' },
  file: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // A date reads as one; the range may break between its two dates.
  date: { whiteSpace: 'nowrap' },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

type ProgressReportTableProps = {
  reports: readonly ProgressReport[];
  /** Reports whose deletion waits to be sent. */
  deleting: ReadonlySet<number>;
  canDelete: boolean;
  onDelete: (report: ProgressReport) => void;
  /** What else may be done with a report on this side, by report id (staff accept or return it; the organisation corrects it). */
  moreActions?: ReadonlyMap<number, ReactNode>;
};

/** Where the report stands, the funder's comment, and who decided it and when. */
function ReportReview({ report }: { report: ProgressReport }) {
  const tableStyles = useMoneyTableStyles();
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const by = report.reviewed_by?.name ?? '';
  const on = report.reviewed_at ? formatDate(report.reviewed_at) : '';
  return (
    <span className={styles.file}>
      <span>
        <TrackingChip look={PROGRESS_REPORT_STATUS_LOOK[report.status]} />
      </span>
      {report.review_comment ? (
        <span className={styles.comment} dir="auto">
          {report.review_comment}
        </span>
      ) : null}
      {by && on ? (
        <Caption1 className={tableStyles.muted}>
          <Trans>
            <bdi>{by}</bdi>, <bdi>{on}</bdi>
          </Trans>
        </Caption1>
      ) : null}
    </span>
  );
}

/**
 * The progress reports (newest period first): what, which period, the file to open, who uploaded it and when, and
 * where the funder's review stands (issue 14 item 5).
 */
export function ProgressReportTable({ reports, deleting, canDelete, onDelete, moreActions }: ProgressReportTableProps) {
  const tableStyles = useMoneyTableStyles();
  const captionId = useId();
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const mirrored = useMirroredInRtl();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <ScrollRegion labelledBy={captionId}>
      <Table size="small" className={mergeClasses(tableStyles.table, styles.table)}>
        <caption id={captionId} className={tableStyles.caption}>
          <Trans>Narrative and financial reports on the project, newest period first.</Trans>
        </caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Title</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Type</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Period</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>File</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Uploaded by</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Uploaded on</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Funder’s review</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Actions</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reports.map((report) => {
            const title = report.title;
            const fileName = report.file_name;
            const start = formatDate(calendarDay(report.period_start));
            const end = formatDate(calendarDay(report.period_end));
            const pendingDeletion = deleting.has(report.id);
            const more = moreActions?.get(report.id) ?? null;
            const corrected = report.replaces_id === null ? null : (reports.find((other) => other.id === report.replaces_id)?.title ?? null);
            return (
              <TableRow key={report.id}>
                <TableCell>
                  <span className={styles.file}>
                    <span dir="auto">{title}</span>
                    {corrected ? (
                      <Caption1 className={tableStyles.muted}>
                        <Trans>
                          Corrects “<bdi>{corrected}</bdi>”
                        </Trans>
                      </Caption1>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell>{i18n._(PROGRESS_REPORT_KIND_LABELS[report.kind])}</TableCell>
                <TableCell>
                  <Trans>
                    <bdi className={styles.date}>{start}</bdi> – <bdi className={styles.date}>{end}</bdi>
                  </Trans>
                </TableCell>
                <TableCell>
                  <span className={styles.file}>
                    {/* The name begins with the file name the link shows, for speech input (WCAG 2.5.3, decision 177). */}
                    <StoredFileLink
                      url={report.url}
                      className={mergeClasses(linkStyles.link, styles.link)}
                      aria-label={t`${fileName} (${title}, opens in a new tab)`}
                    >
                      <bdi>{fileName}</bdi>
                      <OpenRegular className={mirrored} aria-hidden />
                    </StoredFileLink>
                    <Caption1 className={tableStyles.muted}>
                      {i18n._(FILE_KIND_LABELS[fileKind(report.mime_type)])} · {formatFileSize(report.size, locale)}
                    </Caption1>
                  </span>
                </TableCell>
                <TableCell>
                  <bdi>{report.uploaded_by.name}</bdi>
                  {report.uploaded_by.ngo_user ? (
                    <Caption1 className={tableStyles.muted}>
                      {' '}
                      <Trans>(organisation)</Trans>
                    </Caption1>
                  ) : null}
                </TableCell>
                <TableCell className={tableStyles.number}>{formatDate(report.created_at)}</TableCell>
                <TableCell>
                  <ReportReview report={report} />
                </TableCell>
                <TableCell>
                  <span className={styles.actions}>
                    {more}
                    {pendingDeletion ? (
                      <Badge appearance="tint" color="informative" icon={<ClockRegular />}>
                        <Trans>Deletion waiting to be sent</Trans>
                      </Badge>
                    ) : canDelete ? (
                      <Tooltip content={t`Delete ${title}`} relationship="label">
                        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(report)} />
                      </Tooltip>
                    ) : more === null ? (
                      <span className={tableStyles.muted}>—</span>
                    ) : null}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
