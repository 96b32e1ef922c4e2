import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isLocale } from '#contract/enums';
import { countriesQuery } from '@/features/reference';
import { countryName } from '@/lib/reference-names';

const useStyles = makeStyles({ combobox: { minWidth: '200px' } });

/** The first option: every country. The × button does the same, but it is a mouse-only control. */
const ALL = 'all';

type CountryFilterProps = {
  /** The country the list is filtered by; undefined: all countries. */
  value: number | undefined;
  onChange: (countryId: number | undefined) => void;
};

/**
 * A country filter over the reference list, in the portal's language: type to narrow the list, pick one, or
 * pick "All countries" (or the × button) to see every country again.
 */
export function CountryFilter({ value, onChange }: CountryFilterProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const countries = useQuery(countriesQuery());
  const options = (countries.data ?? [])
    .map((country) => ({ id: country.id, name: countryName(country, locale) }))
    .toSorted((a, b) => a.name.localeCompare(b.name, locale));
  // null while the user is not typing: the box then shows the chosen country.
  const [typed, setTyped] = useState<string | null>(null);
  const selectedName = options.find((option) => option.id === value)?.name ?? '';
  const needle = typed?.trim().toLocaleLowerCase() ?? '';
  const matches = needle ? options.filter((option) => option.name.toLocaleLowerCase().includes(needle)) : options;

  return (
    <Combobox
      className={styles.combobox}
      aria-label={t`Country`}
      placeholder={t`All countries`}
      clearable
      value={typed ?? selectedName}
      selectedOptions={value === undefined ? [] : [String(value)]}
      onChange={(event) => setTyped(event.target.value)}
      onOpenChange={(_, data) => {
        if (!data.open) setTyped(null);
      }}
      onOptionSelect={(_, data) => {
        setTyped(null);
        onChange(data.optionValue && data.optionValue !== ALL ? Number(data.optionValue) : undefined);
      }}
    >
      {needle ? null : (
        <Option value={ALL} text={t`All countries`}>
          {t`All countries`}
        </Option>
      )}
      {matches.length === 0 ? (
        <Option disabled value="" text="">
          {countries.data ? t`No matches` : countries.isError ? t`The countries could not be loaded` : t`Loading countries…`}
        </Option>
      ) : (
        matches.map((option) => (
          <Option key={option.id} value={String(option.id)} text={option.name}>
            {option.name}
          </Option>
        ))
      )}
    </Combobox>
  );
}
