import { Field, Input, Textarea, type InputProps } from '@fluentui/react-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from './field-message';

type TextFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  type?: InputProps['type'];
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  autoFocus?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
};

/** A labelled text input bound to a react-hook-form field, its error shown in the current language. */
export function TextField<Values extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  required,
  multiline,
  autoComplete,
  hint,
  autoFocus,
  dir,
}: TextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const describe = useFieldMessage();
  const error = describe(fieldState.error?.message, name);
  const shared = {
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onBlur: field.onBlur,
    ref: field.ref,
    autoComplete,
    autoFocus,
    dir,
  };
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      {multiline ? (
        <Textarea {...shared} resize="vertical" onChange={(_, data) => field.onChange(data.value)} />
      ) : (
        <Input {...shared} type={type} onChange={(_, data) => field.onChange(data.value)} />
      )}
    </Field>
  );
}
