import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProjectBatch, ProjectReport } from '#contract/project-tracking';
import { calendarDay } from '@/features/proposal-pages/shared/calendar-day';
import { Facts } from '@/features/proposal-pages/shared/facts';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { BatchStatusChips } from './batch-status-chip';
import { NO_FIGURE, formatOptionalPercent } from './tracking-format';
import { TrackingSection } from './tracking-page';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  over: { color: tokens.colorPaletteRedForeground1 },
});

/** The budget against the money transferred and spent, in total and by budget category. */
export function ReportBudgetSection({ report }: { report: Pick<ProjectReport, 'budget' | 'currency'> }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { budget } = report;
  const symbol = report.currency.symbol;
  return (
    <TrackingSection title={t`Budget and spending`}>
      <Facts
        facts={[
          { key: 'budget', label: <Trans>Budget</Trans>, value: formatMoney(budget.budget, symbol) },
          { key: 'transferred', label: <Trans>Transferred</Trans>, value: formatMoney(budget.transferred, symbol) },
          { key: 'spent', label: <Trans>Spent</Trans>, value: formatMoney(budget.spent, symbol) },
          { key: 'remaining', label: <Trans>Remaining</Trans>, value: formatMoney(budget.remaining, symbol) },
          { key: 'burn', label: <Trans>Budget used</Trans>, value: formatOptionalPercent(budget.burn_percent) },
          { key: 'transferred-burn', label: <Trans>Transferred money used</Trans>, value: formatOptionalPercent(budget.transferred_burn_percent) },
        ]}
      />
      {budget.by_category.length === 0 ? null : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={t`Budget by category`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Category</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Spent</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Remaining</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Used</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {budget.by_category.map((category) => (
                <TableRow key={category.category}>
                  <TableCell dir="auto">{category.category}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(category.planned, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(category.spent, symbol)}</TableCell>
                  <TableCell className={mergeClasses(styles.number, category.remaining < 0 && styles.over)}>{formatMoney(category.remaining, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatOptionalPercent(category.burn_percent)}</TableCell>
                </TableRow>
              ))}
              <TableRow className={styles.totals}>
                <TableCell>
                  <Trans>Total</Trans>
                </TableCell>
                <TableCell className={styles.number}>{formatMoney(budget.planned, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatMoney(budget.spent, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatMoney(budget.planned - budget.spent, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatOptionalPercent(budget.burn_percent)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
      )}
    </TrackingSection>
  );
}

/** The installments agreed: share, amount, where the request stands, and when the money was transferred. */
export function ReportInstallmentsSection({
  installments,
  symbol,
  title,
  empty,
}: {
  installments: readonly ProjectBatch[];
  symbol: string;
  title?: string;
  /** What an empty list says. */
  empty?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <TrackingSection title={title ?? t`Installments`}>
      {installments.length === 0 ? (
        <EmptyState title={empty ?? <Trans>No installment</Trans>} />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-label={title ?? t`Installments`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Installment</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Share</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Amount</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Transferred on</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {installments.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell dir="auto">{batch.title}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(batch.percent)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(batch.amount, symbol)}</TableCell>
                  <TableCell>
                    <BatchStatusChips requestStatus={batch.request_status} transferStatus={batch.transfer_status} />
                  </TableCell>
                  <TableCell className={styles.nowrap}>{batch.transferred_at ? formatDate(calendarDay(batch.transferred_at.slice(0, 10))) : NO_FIGURE}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </TrackingSection>
  );
}
