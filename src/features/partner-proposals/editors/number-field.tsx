import { Field, Input } from '@fluentui/react-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from '@/ui/form/field-message';

type NumberFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  /** Hides the label visually (a table cell, whose column header names it); it stays the input's accessible name. */
  labelHidden?: boolean;
};

/**
 * A number typed as text: the form keeps what was typed and the contract's rule (requiredNumber) reads it, so an
 * empty or wrong entry gets the spec's message instead of silently becoming 0.
 */
export function NumberField<Values extends FieldValues>({ control, name, label, required, hint, labelHidden }: NumberFieldProps<Values>) {
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const describe = useFieldMessage();
  const error = describe(fieldState.error?.message, name);
  const input = (
    <Input
      name={fieldName}
      value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
      onChange={(_, data) => onChange(data.value)}
      onBlur={onBlur}
      ref={ref}
      inputMode="decimal"
      dir="ltr"
      aria-label={labelHidden ? label : undefined}
    />
  );
  return (
    <Field label={labelHidden ? undefined : label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      {input}
    </Field>
  );
}
