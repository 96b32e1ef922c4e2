import { Field, Input } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from '../field-message';

// Fluent's DatePicker and its calendar are fetched with the first form that has a date (decision 174).
const DatePickerInput = lazy(() => import('./date-picker-input').then((module) => ({ default: module.DatePickerInput })));

type DateFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  autoFocus?: boolean;
  /** The first and last days the calendar offers, 'YYYY-MM-DD' (the form's rules still check a typed date). */
  min?: string | undefined;
  max?: string | undefined;
};

type DateInputFieldProps = {
  name: string;
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The owner's own message (a form rule, a period out of order); text that is not a date takes precedence. */
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  autoFocus?: boolean;
  min?: string | undefined;
  max?: string | undefined;
};

/**
 * A labelled date that shows and accepts YYYY-MM-DD in both languages (spec section 9), typed or picked from the
 * calendar, for any owner of the value: a form field (DateField) or a filter (Settings > Activity's period).
 */
export function DateInputField({ name, label, value, onChange, onBlur, inputRef, error, required, hint, autoFocus, min, max }: DateInputFieldProps) {
  const { t } = useLingui();
  const [invalidText, setInvalidText] = useState(false);
  const message = invalidText ? t`Enter the date as YYYY-MM-DD, for example 2026-03-01.` : error;
  return (
    <Field label={label} required={required} validationMessage={message} validationState={message ? 'error' : 'none'} hint={hint ?? t`Format: YYYY-MM-DD`}>
      <Suspense fallback={<Input name={name} value={value} readOnly placeholder="YYYY-MM-DD" />}>
        <DatePickerInput
          name={name}
          value={value}
          onChange={(next) => {
            setInvalidText(false);
            onChange(next);
          }}
          onBlur={onBlur ?? (() => undefined)}
          inputRef={inputRef}
          min={min}
          max={max}
          autoFocus={autoFocus}
          onInvalidText={setInvalidText}
        />
      </Suspense>
    </Field>
  );
}

/**
 * The one date field of the portal's forms: DateInputField bound to a react-hook-form field whose value is the
 * 'YYYY-MM-DD' string the server takes.
 */
export function DateField<Values extends FieldValues>({ control, name, label, required, hint, autoFocus, min, max }: DateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const describe = useFieldMessage();
  return (
    <DateInputField
      name={field.name}
      label={label}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={describe(fieldState.error?.message, name)}
      required={required}
      hint={hint}
      autoFocus={autoFocus}
      min={min}
      max={max}
    />
  );
}
