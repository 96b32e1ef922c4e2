import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { UserOption } from '#contract/users';
import { useFieldMessage } from '@/ui/form/field-message';

/** The option meaning "nobody": an initiative may have no manager (the contract's manager_id is nullable). */
const NO_MANAGER = '';

type ManagerPickerProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** The funder's users; undefined while they load. */
  users: readonly UserOption[] | undefined;
};

/** The initiative's manager, chosen among the funder's users, bound to a form's `manager_id`. */
export function ManagerPicker<Values extends FieldValues>({ control, name, users }: ManagerPickerProps<Values>) {
  const { t } = useLingui();
  const describe = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const error = describe(fieldState.error?.message, 'manager_id');
  const managerId = typeof field.value === 'number' ? field.value : null;
  const selected = users?.find((user) => user.id === managerId);
  return (
    <Field label={t`Manager`} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        onBlur={field.onBlur}
        placeholder={users ? t`No manager` : t`Loading users…`}
        disabled={!users}
        value={selected?.name ?? ''}
        selectedOptions={selected ? [String(selected.id)] : [NO_MANAGER]}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ? Number(data.optionValue) : null)}
      >
        <Option value={NO_MANAGER} text={t`No manager`}>
          {t`No manager`}
        </Option>
        {users?.map((user) => (
          <Option key={user.id} value={String(user.id)} text={user.name}>
            {user.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
