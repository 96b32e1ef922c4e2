import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { isLocale } from '#contract/enums';
import { countriesById, countryName } from './country-name';
import { countriesQuery } from './get-countries';

/**
 * Names a country that an API answer carries as id plus English name (coun_name): in the portal's language
 * when the reference list knows the id, else the name the answer gave.
 */
export function useCountryLabel(): (countryId: number | null, fallback: string | null) => string | null {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const { data } = useQuery(countriesQuery());
  const byId = countriesById(data);
  return (countryId, fallback) => {
    const country = countryId === null ? undefined : byId.get(countryId);
    return country ? countryName(country, locale) : fallback;
  };
}
