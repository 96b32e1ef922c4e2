import { Button, Field, Input, TableCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, DismissRegular, EditRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { installmentAmount } from '#contract/money';
import { formatMoney, formatPercent } from '@/lib/format-money';
import type { InstallmentDraft, InstallmentValues } from './installments-draft';
import { useInstallmentEditor } from './use-installment-editor';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  lock: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

type RowProps = {
  installment: InstallmentDraft;
  currencySymbol: string;
  disabled?: boolean;
};

/** One installment of the list: title, percent, amount (the list's share of the budget: the last takes the remainder), with edit and delete. */
export function InstallmentRow({
  installment,
  amount,
  currencySymbol,
  disabled,
  onEdit,
  onDelete,
}: RowProps & { amount: number; onEdit: () => void; onDelete: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const title = installment.title;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const lockedBecause = installment.locked ? formatMessage('installmentLocked', {}, locale) : undefined;
  return (
    <TableRow>
      <TableCell>
        <span className={styles.title}>
          {installment.locked ? <LockClosedRegular className={styles.lock} aria-label={lockedBecause} /> : null}
          {title}
        </span>
      </TableCell>
      <TableCell className={styles.number}>{formatPercent(installment.percent)}</TableCell>
      <TableCell className={styles.number}>
        <bdi>{formatMoney(amount, currencySymbol)}</bdi>
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Tooltip content={t`Edit ${title}`} relationship="label">
            <Button appearance="subtle" icon={<EditRegular />} disabled={disabled} onClick={onEdit} />
          </Tooltip>
          <Tooltip content={lockedBecause ?? t`Delete ${title}`} relationship={lockedBecause ? 'description' : 'label'}>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t`Delete ${title}`}
              disabled={disabled}
              disabledFocusable={installment.locked}
              onClick={onDelete}
            />
          </Tooltip>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** The same row while it is edited: its title and percent in inputs, the percent up to what the others leave. */
export function InstallmentEditRow({
  installment,
  totalBudget,
  currencyCode,
  currencySymbol,
  maxPercent,
  onSave,
  onCancel,
}: RowProps & { totalBudget: number; currencyCode: string; maxPercent: number; onSave: (values: Omit<InstallmentValues, 'id'>) => void; onCancel: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { titleRef, percentRef, titleInput, percentInput, ...editor } = useInstallmentEditor({ title: installment.title, percent: installment.percent, maxPercent, onSubmit: onSave });
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape would close the dialog around the form: here it only ends this row's edit.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <TableRow onKeyDown={cancelOnEscape}>
      <TableCell>
        <Field validationMessage={editor.titleError} validationState={editor.titleError ? 'error' : 'none'}>
          <Input
            ref={titleRef}
            {...titleInput}
            aria-label={t`Title`}
            autoFocus
          />
        </Field>
      </TableCell>
      <TableCell>
        <Field validationMessage={editor.percentError} validationState={editor.percentError ? 'error' : 'none'}>
          <Input
            ref={percentRef}
            {...percentInput}
            aria-label={t`Percent`}
            type="number"
            inputMode="decimal"
            min={1}
            max={maxPercent}
            contentAfter="%"
            readOnly={installment.locked}
          />
        </Field>
      </TableCell>
      <TableCell className={styles.number}>
        <bdi>{formatMoney(installmentAmount(totalBudget, editor.typedPercent, currencyCode), currencySymbol)}</bdi>
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Tooltip content={t`Save ${installment.title}`} relationship="label">
            <Button appearance="subtle" icon={<CheckmarkRegular />} onClick={() => void editor.submit()} />
          </Tooltip>
          <Tooltip content={t`Cancel editing ${installment.title}`} relationship="label">
            <Button appearance="subtle" icon={<DismissRegular />} onClick={onCancel} />
          </Tooltip>
        </div>
      </TableCell>
    </TableRow>
  );
}
