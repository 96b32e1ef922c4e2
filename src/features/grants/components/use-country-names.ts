import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { isLocale } from '#contract/enums';
import { countriesById, countryName } from '@/features/reference/api/country-name';
import { countriesQuery } from '@/features/reference/api/get-countries';

/**
 * Turns country ids into names in the portal's language (name_ar in Arabic). Until the list is loaded, or for
 * an id it does not know, the id is shown rather than nothing.
 */
export function useCountryNames(): (ids: readonly number[]) => string[] {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const { data } = useQuery(countriesQuery());
  const byId = countriesById(data);
  return (ids) =>
    ids.map((id) => {
      const country = byId.get(id);
      return country ? countryName(country, locale) : `#${id}`;
    });
}
