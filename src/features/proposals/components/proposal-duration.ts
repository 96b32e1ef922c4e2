import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export type Duration = { years: number; months: number; days: number };

/**
 * A proposal's or project's duration as people say it (spec section 2: built from years, months, days):
 * "1 year 6 months", "2 years", "45 days"; in Arabic the parts are joined with "و" ("سنة واحدة و6 أشهر"), which
 * Intl's list of units knows for each language. Zero parts are left out; an empty period reads "0 days".
 */
export function useDurationText(): (duration: Duration) => string {
  const { t, i18n } = useLingui();
  return ({ years, months, days }) => {
    const parts: string[] = [];
    if (years > 0) parts.push(t({ message: plural(years, { one: '# year', other: '# years' }) }));
    if (months > 0) parts.push(t({ message: plural(months, { one: '# month', other: '# months' }) }));
    if (days > 0 || parts.length === 0) parts.push(t({ message: plural(days, { one: '# day', other: '# days' }) }));
    return new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'narrow' }).format(parts);
  };
}
