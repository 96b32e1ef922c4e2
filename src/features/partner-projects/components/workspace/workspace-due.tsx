import { Badge, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MonthSummary } from '#contract/monthly-reports';
import type { PartnerProjectWorkspace } from '#contract/partner-projects';
import { TrackingChip } from '@/features/projects';
import { monthStart } from '@/features/projects';
import { calendarDay } from '@/lib/calendar-day';
import { SectionCard } from '@/ui/page-section';
import { formatMoney } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { MONTH_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { ScrollRegion } from '@/ui/scroll-region';
import { MONTH_STATUS_LOOK } from './workspace-labels';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** A month's report, linked to its editor (`/partner/projects/{id}/months/{YYYY-MM}`, decision 205). */
function MonthLink({ projectId, month }: { projectId: number; month: string }) {
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const name = formatDate(monthStart(month), MONTH_FORMAT);
  return (
    <Link to="/partner/projects/$projectId/months/$month" params={{ projectId, month }} className={linkStyles.link}>
      <Trans>Report for {name}</Trans>
    </Link>
  );
}

function DueMonth({ projectId, summary }: { projectId: number; summary: MonthSummary }) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const due = formatDate(calendarDay(summary.due_date));
  return (
    <li className={styles.item}>
      <MonthLink projectId={projectId} month={summary.month} />
      <TrackingChip look={MONTH_STATUS_LOOK[summary.status]} />
      {summary.overdue ? (
        <Badge appearance="filled" color="danger">
          <Trans>Overdue since {due}</Trans>
        </Badge>
      ) : (
        <Caption1 className={styles.muted}>
          <Trans>Due on {due}</Trans>
        </Caption1>
      )}
    </li>
  );
}

/**
 * What is due (issue 14 item 1): the months whose report is still to submit (never submitted, or returned), oldest
 * first, each with its due date; the next installment that can be asked for; the reports the funder returned.
 */
export function WorkspaceDue({ workspace }: { workspace: PartnerProjectWorkspace }) {
  const styles = useStyles();
  const { t } = useLingui();
  const projectId = workspace.project.id;
  const next = workspace.installments.find((installment) => installment.id === workspace.due.next_installment_id);
  const toCorrect = workspace.progress_reports.filter((report) => workspace.due.progress_reports_to_correct.includes(report.id));
  const nothing = workspace.due.months.length === 0 && !next && toCorrect.length === 0;
  return (
    <SectionCard headingLevel="h2" title={<Trans>What is due</Trans>}>
      {nothing ? (
        <EmptyState title={<Trans>Nothing is due</Trans>}>
          <Trans>Every month so far is reported.</Trans>
        </EmptyState>
      ) : null}
      {workspace.due.months.length > 0 ? (
        <ul className={styles.list} aria-label={t`Months to report`}>
          {workspace.due.months.map((summary) => (
            <DueMonth key={summary.month} projectId={projectId} summary={summary} />
          ))}
        </ul>
      ) : null}
      {next ? (
        <Text>
          <Trans>
            The next installment you can request is <bdi>{next.title}</bdi> (<bdi>{formatMoney(next.amount, workspace.project.currency.symbol)}</bdi>).
          </Trans>
        </Text>
      ) : null}
      {toCorrect.map((report) => (
        <Text key={report.id}>
          <Trans>
            The funder returned the progress report <bdi>{report.title}</bdi>: upload a corrected one.
          </Trans>
        </Text>
      ))}
    </SectionCard>
  );
}

/** Every reportable month, newest first: where its report stands, when it is due, and what it spent once approved. */
export function WorkspaceMonths({ workspace }: { workspace: PartnerProjectWorkspace }) {
  const styles = useStyles();
  const captionId = useId();
  const formatDate = useDateFormatter();
  const projectId = workspace.project.id;
  const symbol = workspace.project.currency.symbol;
  return (
    <SectionCard headingLevel="h2" title={<Trans>Monthly reports</Trans>}>
      {workspace.months.length === 0 ? (
        <EmptyState title={<Trans>No month to report yet</Trans>}>
          <Trans>The first month can be reported once the project has started.</Trans>
        </EmptyState>
      ) : (
        <ScrollRegion labelledBy={captionId}>
          <Table size="small">
            <caption id={captionId} className={styles.muted}>
              <Trans>Each month of the project, newest first.</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Month</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Due on</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Submitted on</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Spent</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {workspace.months.map((summary) => (
                <TableRow key={summary.month}>
                  <TableCell>
                    <MonthLink projectId={projectId} month={summary.month} />
                  </TableCell>
                  <TableCell>
                    <TrackingChip look={MONTH_STATUS_LOOK[summary.status]} />
                    {summary.overdue ? (
                      <>
                        {' '}
                        <Badge appearance="filled" color="danger">
                          <Trans>Overdue</Trans>
                        </Badge>
                      </>
                    ) : null}
                  </TableCell>
                  <TableCell className={styles.nowrap}>{formatDate(calendarDay(summary.due_date))}</TableCell>
                  <TableCell className={styles.nowrap}>{summary.submitted_at ? formatDate(summary.submitted_at) : '—'}</TableCell>
                  <TableCell className={styles.nowrap}>
                    <bdi>{formatMoney(summary.spent, symbol)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
