import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { BudgetLine } from '#contract/project-tracking';
import { Facts } from '@/features/proposal-pages/shared/facts';
import { formatMoney } from '@/lib/format-money';
import { FORM_DIALOG_WIDTH } from '@/ui/dialogs/form-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { spendingLineQuery } from '../api/spending-tracking-query';
import { MONTH_FORMAT, NO_FIGURE, formatOptionalPercent, monthStart } from './tracking-format';

const useStyles = makeStyles({
  // Columns as wide as their content needs (Fluent fixes them equal), the box around scrolling sideways.
  table: { tableLayout: 'auto' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto', maxHeight: '50vh', overflowY: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * A budget line's spending entry by entry (GET …/SpendingTracking/{lineId}): the month, the amount, the installment
 * it was paid from and the organisation's note. The line's totals show at once from the page's data.
 */
export function SpendingLineDialog({ projectId, line, symbol, onClose }: { projectId: number; line: BudgetLine; symbol: string; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const details = useQuery(spendingLineQuery(projectId, line.id));
  const entries = details.data?.entries;
  const description = line.description;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface style={{ maxWidth: `${FORM_DIALOG_WIDTH}px` }}>
        <DialogBody>
          <DialogTitle>
            <span dir="auto">{description}</span>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Facts
              facts={[
                { key: 'category', label: <Trans>Category</Trans>, value: <span dir="auto">{line.category}</span> },
                { key: 'planned', label: <Trans>Planned</Trans>, value: formatMoney(line.planned, symbol) },
                { key: 'spent', label: <Trans>Spent</Trans>, value: formatMoney(line.spent, symbol) },
                { key: 'remaining', label: <Trans>Remaining</Trans>, value: formatMoney(line.remaining, symbol) },
                { key: 'burn', label: <Trans>Used</Trans>, value: formatOptionalPercent(line.burn_percent) },
              ]}
            />
            {details.isError && !entries ? (
              <SectionLoadError error={details.error} />
            ) : entries && entries.length === 0 ? (
              <EmptyState title={<Trans>Nothing spent on this line yet</Trans>} />
            ) : (
              <div className={styles.scroll}>
                <Table className={styles.table} size="small" aria-label={t`Spending entries of ${description}`}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>
                        <Trans>Month</Trans>
                      </TableHeaderCell>
                      <TableHeaderCell className={styles.number}>
                        <Trans>Amount</Trans>
                      </TableHeaderCell>
                      <TableHeaderCell>
                        <Trans>Paid from</Trans>
                      </TableHeaderCell>
                      <TableHeaderCell>
                        <Trans>Note</Trans>
                      </TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {entries === undefined ? (
                      <SkeletonTableRows columns={4} rows={3} />
                    ) : (
                      entries.map((entry) => (
                        <TableRow key={entry.id}>
                          <TableCell className={styles.nowrap}>{formatDate(monthStart(entry.month), MONTH_FORMAT)}</TableCell>
                          <TableCell className={styles.number}>{formatMoney(entry.amount, symbol)}</TableCell>
                          <TableCell dir="auto">{entry.batch_title ?? NO_FIGURE}</TableCell>
                          <TableCell dir="auto">{entry.note ?? NO_FIGURE}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
