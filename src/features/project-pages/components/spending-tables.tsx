import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BudgetLine, InstallmentSpending } from '#contract/project-tracking';
import { calendarDay } from '@/features/proposal-pages/shared/calendar-day';
import { formatMoney } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { type MonthMoney } from './spending-figures';
import { BatchStatusChips } from './batch-status-chip';
import { MONTH_FORMAT, NO_FIGURE, formatOptionalPercent, monthStart } from './tracking-format';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
  tall: { maxHeight: '420px', overflowY: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  description: { minWidth: '200px' },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
});

/** Every budget line planned against spent; a line spent beyond its plan shows its negative remainder in red. */
export function BudgetLinesTable({ lines, symbol, onDetails }: { lines: readonly BudgetLine[]; symbol: string; onDetails: (line: BudgetLine) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const planned = lines.reduce((sum, line) => sum + line.planned, 0);
  const spent = lines.reduce((sum, line) => sum + line.spent, 0);
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={t`Budget lines`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Category</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Description</Trans>
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
            <TableHeaderCell>
              <Trans>Last spending</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Entries</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => {
            const description = line.description;
            return (
              <TableRow key={line.id}>
                <TableCell dir="auto">{line.category}</TableCell>
                <TableCell className={styles.description} dir="auto">
                  {description}
                </TableCell>
                <TableCell className={styles.number}>{formatMoney(line.planned, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatMoney(line.spent, symbol)}</TableCell>
                <TableCell className={mergeClasses(styles.number, line.remaining < 0 && styles.over)}>{formatMoney(line.remaining, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatOptionalPercent(line.burn_percent)}</TableCell>
                <TableCell className={styles.nowrap}>{line.last_month ? formatDate(monthStart(line.last_month), MONTH_FORMAT) : NO_FIGURE}</TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" icon={<DocumentBulletListRegular />} aria-label={t`Entries of ${description}`} onClick={() => onDetails(line)} />
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow className={styles.totals}>
            <TableCell colSpan={2}>
              <Trans>Total</Trans>
            </TableCell>
            <TableCell className={styles.number}>{formatMoney(planned, symbol)}</TableCell>
            <TableCell className={styles.number}>{formatMoney(spent, symbol)}</TableCell>
            <TableCell className={mergeClasses(styles.number, planned - spent < 0 && styles.over)}>{formatMoney(planned - spent, symbol)}</TableCell>
            <TableCell className={styles.number}>{formatOptionalPercent(planned === 0 ? null : Math.round((spent / planned) * 1000) / 10)}</TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** Each installment: its request and transfer, and how much of it has been spent. */
export function InstallmentSpendingTable({ installments, symbol }: { installments: readonly InstallmentSpending[]; symbol: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={t`Spending by installment`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Installment</Trans>
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
          {installments.map((installment) => (
            <TableRow key={installment.batch_id}>
              <TableCell dir="auto">{installment.title}</TableCell>
              <TableCell className={styles.number}>{formatMoney(installment.amount, symbol)}</TableCell>
              <TableCell>
                <BatchStatusChips requestStatus={installment.request_status} transferStatus={installment.transfer_status} />
              </TableCell>
              <TableCell className={styles.nowrap}>{installment.transferred_at ? formatDate(calendarDay(installment.transferred_at.slice(0, 10))) : NO_FIGURE}</TableCell>
              <TableCell className={styles.number}>{formatMoney(installment.spent, symbol)}</TableCell>
              <TableCell className={mergeClasses(styles.number, installment.remaining < 0 && styles.over)}>{formatMoney(installment.remaining, symbol)}</TableCell>
              <TableCell className={styles.number}>{formatOptionalPercent(installment.burn_percent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Month by month: spent that month, spent to date, and transferred to date. */
export function MonthlySpendingTable({ months, symbol }: { months: readonly MonthMoney[]; symbol: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <div className={mergeClasses(styles.scroll, styles.tall)}>
      <Table className={styles.table} size="small" aria-label={t`Spending by month`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Month</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Spent that month</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Spent to date</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Transferred to date</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableCell className={styles.nowrap}>{formatDate(monthStart(month.month), MONTH_FORMAT)}</TableCell>
              <TableCell className={styles.number}>{formatMoney(month.spent, symbol)}</TableCell>
              <TableCell className={styles.number}>{formatMoney(month.spentToDate, symbol)}</TableCell>
              <TableCell className={styles.number}>{formatMoney(month.transferredToDate, symbol)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
