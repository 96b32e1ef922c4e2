import { Field, Select, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldMessage } from '@/ui/form/field-message';

// A native select is as wide as its longest option: held to its field's width, long titles are cut at the end.
const useStyles = makeStyles({ root: { width: '100%', minWidth: 0 }, select: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' } });

export type Choice = { value: string; label: string };
export type ChoiceGroup = { label: string; choices: readonly Choice[] };

type ChoiceFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  /** Flat choices, or groups drawn as the select's option groups (an indicator's outcomes and outputs). */
  choices: readonly Choice[] | readonly ChoiceGroup[];
  /** The empty first entry; without it the first choice is preselected by the form's default. */
  placeholder?: string;
};

function isGrouped(choices: readonly Choice[] | readonly ChoiceGroup[]): choices is readonly ChoiceGroup[] {
  return choices.length > 0 && 'choices' in (choices[0] as Choice | ChoiceGroup);
}

/**
 * A labelled native select bound to a react-hook-form field (values are strings; the contract's schema turns ids
 * into numbers). Native, so phones show their own picker and the page reads right to left without help.
 */
export function ChoiceField<Values extends FieldValues>({ control, name, label, required, choices, placeholder }: ChoiceFieldProps<Values>) {
  const styles = useStyles();
  const { t } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const describe = useFieldMessage();
  const error = describe(fieldState.error?.message, name);
  const shared = {
    name: field.name,
    value: field.value === null || field.value === undefined ? '' : String(field.value),
    onBlur: field.onBlur,
    ref: field.ref,
  };
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select {...shared} className={styles.root} select={{ className: styles.select }} onChange={(_, data) => field.onChange(data.value)}>
        {placeholder === undefined ? null : <option value="">{placeholder || t`Choose…`}</option>}
        {isGrouped(choices)
          ? choices.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))
          : (choices as readonly Choice[]).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
      </Select>
    </Field>
  );
}
