import type { Locale } from '#contract/enums';
import type { Country } from '#contract/reference';

/** A country's name in the portal's language (the API carries both). */
export function countryName(country: Pick<Country, 'name' | 'name_ar'>, locale: Locale): string {
  return locale === 'ar' && country.name_ar ? country.name_ar : country.name;
}

/** Looks countries up by id, for cards and pickers that hold ids only. */
export function countriesById(countries: readonly Country[] | undefined): Map<number, Country> {
  return new Map((countries ?? []).map((country) => [country.id, country]));
}
