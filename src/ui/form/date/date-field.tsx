import { Field, Input } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
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

/**
 * The one date field of the portal's forms: a labelled date picker bound to a react-hook-form field whose value is
 * the 'YYYY-MM-DD' string the server takes. It shows and accepts YYYY-MM-DD in both languages (spec section 9),
 * typed or picked from the calendar.
 */
export function DateField<Values extends FieldValues>({ control, name, label, required, hint, autoFocus, min, max }: DateFieldProps<Values>) {
  const { t } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const describe = useFieldMessage();
  const [invalidText, setInvalidText] = useState(false);
  const error = invalidText ? t`Enter the date as YYYY-MM-DD, for example 2026-03-01.` : describe(fieldState.error?.message, name);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint ?? t`Format: YYYY-MM-DD`}>
      <Suspense fallback={<Input name={field.name} value={value} readOnly placeholder="YYYY-MM-DD" />}>
        <DatePickerInput
          name={field.name}
          value={value}
          onChange={(next) => {
            setInvalidText(false);
            field.onChange(next);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          min={min}
          max={max}
          autoFocus={autoFocus}
          onInvalidText={setInvalidText}
        />
      </Suspense>
    </Field>
  );
}
