import type { TokenPurpose } from '#contract/enums';
import { optionalText, optionalTokenPurpose, type RawSearch } from '@/lib/search-params';

/** The search of the pages a mailed link leads to; a missing or unknown value becomes undefined. */
export function tokenSearch(search: RawSearch): { token?: string | undefined; purpose?: TokenPurpose | undefined } {
  return { token: optionalText(search.token), purpose: optionalTokenPurpose(search.purpose) };
}

export function tokenOnlySearch(search: RawSearch): { token?: string | undefined } {
  return { token: optionalText(search.token) };
}

export function emailSearch(search: RawSearch): { email?: string | undefined } {
  return { email: optionalText(search.email) };
}
