import {
  Caption1,
  MessageBar,
  MessageBarBody,
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
import { useState } from 'react';
import { INSTALLMENTS_MAX } from '#contract/constants';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { percentTotal, remainingPercent, sumMoney } from '#contract/money';
import { defaultInstallmentTitle } from '#contract/proposals';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { InstallmentAddForm } from './installment-add-form';
import { InstallmentEditRow, InstallmentRow } from './installment-row';
import { draftAmounts, installmentsComplete, newInstallmentKey, type InstallmentDraft } from './installments-draft';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { minWidth: '560px' },
  percentColumn: { width: '160px' },
  amountColumn: { width: '220px' },
  actionsColumn: { width: '96px' },
  total: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3 },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

type InstallmentsFormProps = {
  /** The installments as they stand in the form; the caller keeps them and saves them. */
  value: readonly InstallmentDraft[];
  onChange: (next: InstallmentDraft[]) => void;
  /** The budget the percents share out (the proposal's or the project's total_budget). */
  totalBudget: number;
  /** ISO 4217: amounts are rounded to its minor unit, the last one taking the remainder (contract/money.ts). */
  currencyCode: string;
  currencySymbol: string;
  /** While the list is being saved. */
  disabled?: boolean;
};

/**
 * The installments form (spec sections 2, 4, 5): the list with each row editable and deletable, the totals, a
 * warning while the percents do not total 100, and an add form that disappears at exactly 100. Each percent is
 * from 1 to what the others leave. Controlled, so the accept dialog, the installments dialog and the project's
 * pages can each decide when to save.
 */
export function InstallmentsForm({ value, onChange, totalBudget, currencyCode, currencySymbol, disabled = false }: InstallmentsFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const total = percentTotal(value);
  const remaining = remainingPercent(value);
  const complete = installmentsComplete(value);
  const amounts = draftAmounts(value, totalBudget, currencyCode);
  const max = INSTALLMENTS_MAX;
  const full = value.length >= max;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const others = (key: string) => value.filter((installment) => installment.key !== key);

  const update = (key: string, change: Pick<InstallmentDraft, 'title' | 'percent'>) => {
    onChange(value.map((installment) => (installment.key === key ? { ...installment, ...change } : installment)));
    setEditing(null);
  };
  const remove = (key: string) => {
    onChange(value.filter((installment) => installment.key !== key));
    if (editing === key) setEditing(null);
  };
  const add = (added: Pick<InstallmentDraft, 'title' | 'percent'>) => {
    onChange([...value, { key: newInstallmentKey(), title: added.title, percent: added.percent, locked: false }]);
  };

  return (
    <div className={styles.root}>
      <ScrollRegion label={t`Installments`}>
        <Table className={styles.table} aria-label={t`Installments`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Title</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.percentColumn}>
                <Trans>Percent</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.amountColumn}>
                <Trans>Amount</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.actionsColumn}>
                <span className={styles.visuallyHidden}>
                  <Trans>Actions</Trans>
                </span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {value.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className={styles.empty}>
                  <Trans>No installments yet.</Trans>
                </TableCell>
              </TableRow>
            ) : null}
            {value.map((installment, index) =>
              editing === installment.key ? (
                <InstallmentEditRow
                  // The room for this percent depends on the others: a change there starts the edit afresh.
                  key={`${installment.key}-${remainingPercent(others(installment.key))}`}
                  installment={installment}
                  totalBudget={totalBudget}
                  currencyCode={currencyCode}
                  currencySymbol={currencySymbol}
                  maxPercent={remainingPercent(others(installment.key))}
                  onSave={(change) => update(installment.key, change)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <InstallmentRow
                  key={installment.key}
                  installment={installment}
                  amount={amounts[index] ?? 0}
                  currencySymbol={currencySymbol}
                  disabled={disabled}
                  onEdit={() => setEditing(installment.key)}
                  onDelete={() => remove(installment.key)}
                />
              ),
            )}
            <TableRow>
              <TableCell className={styles.total}>
                <Trans>Total</Trans>
              </TableCell>
              <TableCell className={styles.total} data-testid="installments-percent-total">
                {formatPercent(total)}
              </TableCell>
              <TableCell className={styles.total} data-testid="installments-amount-total">
                <bdi>{formatMoney(sumMoney(amounts, currencyCode), currencySymbol)}</bdi>
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
      {complete ? null : (
        <MessageBar intent="warning">
          <MessageBarBody>{formatMessage('installmentsPercent', {}, locale)}</MessageBarBody>
        </MessageBar>
      )}
      {complete || disabled || remaining <= 0 ? null : full ? (
        <Caption1>
          <Trans>An agreement has at most {max} installments: change the percent of one of them instead.</Trans>
        </Caption1>
      ) : (
        <InstallmentAddForm
          // Each change of the list starts the add form afresh: the next title, and the room that is left.
          key={`${value.length}-${remaining}`}
          defaultTitle={defaultInstallmentTitle(value.length + 1)}
          maxPercent={remaining}
          totalBudget={totalBudget}
          currencyCode={currencyCode}
          currencySymbol={currencySymbol}
          onAdd={add}
        />
      )}
    </div>
  );
}
