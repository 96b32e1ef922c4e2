import type { Locale } from '#contract/enums';
import type { Country, Currency } from '#contract/reference';

/**
 * Reference data in the reader's language. Countries carry their Arabic name (`name_ar`); currencies carry an
 * English name and an ISO code, which Intl names in Arabic ("US Dollar" → "دولار أمريكي"). English shows the names
 * the funder's lists hold. Every card, page and picker names countries and currencies through these two.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

function intlName(locale: Locale, type: 'currency' | 'region', code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const key = `${locale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  try {
    return names.of(code);
  } catch {
    // Not a well-formed code: the name the list holds is shown instead.
    return undefined;
  }
}

export function countryName(country: Pick<Country, 'name' | 'name_ar'> & { code?: string | null }, locale: Locale): string {
  if (locale === 'en') return country.name;
  return country.name_ar || intlName(locale, 'region', country.code) || country.name;
}

export function currencyName(currency: Pick<Currency, 'name'> & { code?: string | null }, locale: Locale): string {
  if (locale === 'en') return currency.name;
  return intlName(locale, 'currency', currency.code) ?? currency.name;
}
