import type { KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useFieldMessage } from '@/ui/form/field-message';
import { useContractForm } from '@/ui/form/use-contract-form';
import { installmentFieldsSchema, type InstallmentValues } from './installments-draft';

/**
 * The two fields of one installment (the add form, or a row being edited), checked with the contract's rule
 * and the room the others leave. The caller mounts it again (React key) when that room changes.
 */
export function useInstallmentEditor({
  title,
  percent,
  maxPercent,
  onSubmit,
}: {
  title: string;
  percent: number | '';
  maxPercent: number;
  onSubmit: (values: Omit<InstallmentValues, 'id'>) => void;
}) {
  const describe = useFieldMessage();
  const form = useContractForm(installmentFieldsSchema(maxPercent), { title, percent });
  const titleField = useController({ control: form.control, name: 'title' });
  const percentField = useController({ control: form.control, name: 'percent' });
  const submit = form.handleSubmit((values) => onSubmit({ title: values.title, percent: values.percent }));
  // These fields sit inside a dialog whose Enter saves the whole list: here Enter means "this installment".
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    void submit();
  };
  const inputOf = ({ name, value, onChange, onBlur }: { name: string; value: unknown; onChange: (value: string) => void; onBlur: () => void }) => ({
    name,
    value: String(value ?? ''),
    onChange: (_: unknown, data: { value: string }) => onChange(data.value),
    onBlur,
    onKeyDown: submitOnEnter,
  });
  const typedPercent = Number(percentField.field.value);
  return {
    /** Props of the title and percent inputs; their refs apart, so focus can move to a field in error. */
    titleInput: inputOf(titleField.field),
    percentInput: inputOf(percentField.field),
    titleRef: titleField.field.ref,
    percentRef: percentField.field.ref,
    titleError: describe(titleField.fieldState.error?.message, 'title'),
    percentError: describe(percentField.fieldState.error?.message, 'percent'),
    /** The percent as typed, for the amount preview (0 while empty or unreadable). */
    typedPercent: Number.isFinite(typedPercent) ? typedPercent : 0,
    submit,
  };
}
