import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { BudgetLine, SpendingEntry } from '#contract/project-tracking';
import { Facts } from '@/ui/facts';
import { formatMoney } from '@/lib/format-money';
import { FORM_DIALOG_WIDTH } from '@/ui/dialogs/form-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { spendingLineQuery } from '../api/spending-tracking-query';
import { moneyColumn, monthColumn } from './money-columns';
import { NO_FIGURE, formatOptionalPercent } from './tracking-format';
import { TrackingTable, type TrackingColumn } from './tracking-table';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function entryColumns(symbol: string): TrackingColumn<SpendingEntry>[] {
  return [
    monthColumn(),
    moneyColumn('amount', msg`Amount`, symbol, (entry) => entry.amount),
    { id: 'paid-from', header: msg`Paid from`, look: 'text', cell: (entry) => entry.batch_title ?? NO_FIGURE },
    { id: 'note', header: msg`Note`, look: 'text', cell: (entry) => entry.note ?? NO_FIGURE },
  ];
}

/**
 * A budget line's spending entry by entry (GET …/SpendingTracking/{lineId}): the month, the amount, the installment
 * it was paid from and the organisation's note. The line's totals show at once from the page's data.
 */
export function SpendingLineDialog({ projectId, line, symbol, onClose }: { projectId: number; line: BudgetLine; symbol: string; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
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
            ) : (
              <TrackingTable
                label={t`Spending entries of ${description}`}
                columns={entryColumns(symbol)}
                rows={entries}
                rowKey={(entry) => entry.id}
                empty={<EmptyState title={<Trans>Nothing spent on this line yet</Trans>} />}
                maxHeight="dialog"
              />
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
