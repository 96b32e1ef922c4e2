import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import type { Country } from '#contract/reference';
import { countryName } from '@/lib/reference-names';
import { useFieldMessage } from './field-message';

type CountryFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** The reference list (GET Country); undefined while it loads. */
  countries: readonly Country[] | undefined;
  /** The list could not be loaded. */
  failed?: boolean;
  required?: boolean;
};

/**
 * A country dropdown bound to a form's `country_id`, in the portal's language and its alphabetical order. Shared by
 * the public registration form and the signed-in organisation profile, so it takes the list from its caller.
 */
export function CountryField<Values extends FieldValues>({ control, name, countries, failed = false, required }: CountryFieldProps<Values>) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const describe = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const options = (countries ?? [])
    .map((country) => ({ id: country.id, name: countryName(country, locale) }))
    .toSorted((a, b) => a.name.localeCompare(b.name, locale));
  const selected = options.find((option) => option.id === Number(field.value));
  const error = describe(fieldState.error?.message, 'country_id');
  return (
    <Field label={t`Country`} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        onBlur={field.onBlur}
        placeholder={countries ? t`Choose a country` : failed ? t`The countries could not be loaded` : t`Loading countries…`}
        disabled={!countries}
        value={selected?.name ?? ''}
        selectedOptions={selected ? [String(selected.id)] : []}
        onOptionSelect={(_, data) => field.onChange(Number(data.optionValue))}
      >
        {options.map((option) => (
          <Option key={option.id} value={String(option.id)}>
            {option.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
