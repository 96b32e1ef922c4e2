import { useQuery } from '@tanstack/react-query';
import { countryName, currencyName } from '@/lib/reference-names';
import { useLocale } from '@/lib/use-locale';
import { countriesQuery } from './get-countries';
import { currenciesQuery } from './get-currencies';

/**
 * API answers name a country or a currency by id plus its English name (`coun_name`, `currency_name`); these hooks
 * name it in the portal's language from the reference lists (cached for a day, and offline), else with the
 * English name the answer gave, or the id when there is none.
 */
/** Names a country given by id, with the answer's own name as the fallback. */
export function useCountryName(): (countryId: number | null | undefined, fallback: string | null) => string | null {
  const locale = useLocale();
  const { data } = useQuery(countriesQuery());
  return (countryId, fallback) => {
    const country = countryId === null || countryId === undefined ? undefined : data?.find((entry) => entry.id === countryId);
    return country ? countryName(country, locale) : fallback;
  };
}

/** Names countries given by ids only (a grant's targets); an unknown id shows as "#id" rather than nothing. */
export function useCountryNames(): (ids: readonly number[]) => string[] {
  const name = useCountryName();
  return (ids) => ids.map((id) => name(id, `#${id}`) ?? `#${id}`);
}

/** Names a currency given by id or by code, with the answer's own (English) name as the fallback. */
export function useCurrencyName(): (currency: { id?: number | null; code?: string | null; name: string }) => string {
  const locale = useLocale();
  const { data } = useQuery(currenciesQuery());
  return (currency) => {
    const code = currency.code ?? data?.find((entry) => entry.id === currency.id)?.code;
    return currencyName({ name: currency.name, code }, locale);
  };
}
