import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isLocale } from '#contract/enums';
import type { MonthSummary } from '#contract/monthly-reports';
import { formatMoney } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { ScrollRegion } from '@/ui/scroll-region';
import { projectMonthsQuery } from '../api/get-monthly-reports';
import { monthName } from '../api/month-labels';
import { MonthStatusBadge } from './month-status-badge';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** A month the funder can open: the organisation has submitted it at least once (a draft is the organisation's own). */
export function isMonthOpenToStaff(summary: Pick<MonthSummary, 'status'>): boolean {
  return summary.status !== 'draft';
}

/**
 * The project's months for the funder (issue 14 item 3), newest first: status (overdue marked), due date, when the
 * organisation submitted it, what it spends, and a link to review the month once submitted.
 */
export function ProjectMonthsTable({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const formatDate = useDateFormatter();
  const { data } = useSuspenseQuery(projectMonthsQuery(projectId));
  if (data.months.length === 0) {
    return (
      <EmptyState icon={<CalendarRegular />} title={<Trans>No month to report yet</Trans>}>
        <Trans>The organisation reports each month of the project from its first month on.</Trans>
      </EmptyState>
    );
  }
  return (
    <ScrollRegion label={t`Monthly reports`}>
      <Table size="small" aria-label={t`Monthly reports`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Month</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Status</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Due date</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Submitted</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Spent</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Stories</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.months.map((summary) => {
            const name = monthName(summary.month, locale);
            return (
              <TableRow key={summary.month}>
                <TableCell>
                  {isMonthOpenToStaff(summary) ? (
                    <Link to="/projects/$projectId/monthly-reports/$month" params={{ projectId, month: summary.month }} className={linkStyles.link}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell>
                  <div className={styles.status}>
                    <MonthStatusBadge status={summary.status} />
                    {summary.overdue ? (
                      <Badge appearance="tint" color="danger">
                        <Trans>Overdue</Trans>
                      </Badge>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>{formatDate(summary.due_date)}</TableCell>
                <TableCell>{summary.submitted_at ? formatDate(summary.submitted_at) : '—'}</TableCell>
                <TableCell className={styles.number}>{formatMoney(summary.spent, data.currency.symbol)}</TableCell>
                <TableCell className={styles.number}>{summary.stories}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
