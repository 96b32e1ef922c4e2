import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RoleOption } from '#contract/roles';
import { useFieldMessage } from '@/ui/form/field-message';

type RolePickerProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** The roles to choose from; undefined while they load. */
  roles: readonly RoleOption[] | undefined;
};

/** A role dropdown bound to a form's `role_id`. The roles come from the caller (the route loads them). */
export function RolePicker<Values extends FieldValues>({ control, name, roles }: RolePickerProps<Values>) {
  const { t } = useLingui();
  const describe = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const error = describe(fieldState.error?.message, 'role_id');
  const selected = roles?.find((role) => role.id === Number(field.value));
  return (
    <Field label={t`Role`} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        onBlur={field.onBlur}
        placeholder={roles ? t`Choose a role` : t`Loading roles…`}
        disabled={!roles}
        value={selected?.name ?? ''}
        selectedOptions={selected ? [String(selected.id)] : []}
        onOptionSelect={(_, data) => field.onChange(Number(data.optionValue))}
      >
        {roles?.map((role) => (
          <Option key={role.id} value={String(role.id)}>
            {role.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
