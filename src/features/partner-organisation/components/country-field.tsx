import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { countryName } from '@/lib/reference-names';
import { useFieldMessage } from '@/ui/form/field-message';

type CountryFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  required?: boolean;
};

/** A country dropdown bound to a form's `country_id`, in the portal's language and its alphabetical order. */
export function CountryField<Values extends FieldValues>({ control, name, required }: CountryFieldProps<Values>) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const describe = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const countries = useQuery(countriesQuery());
  const options = (countries.data ?? [])
    .map((country) => ({ id: country.id, name: countryName(country, locale) }))
    .toSorted((a, b) => a.name.localeCompare(b.name, locale));
  const selected = options.find((option) => option.id === Number(field.value));
  const error = describe(fieldState.error?.message, 'country_id');
  return (
    <Field label={t`Country`} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        onBlur={field.onBlur}
        placeholder={countries.data ? t`Choose a country` : countries.isError ? t`The countries could not be loaded` : t`Loading countries…`}
        disabled={!countries.data}
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
