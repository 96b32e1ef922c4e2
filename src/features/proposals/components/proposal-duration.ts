import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export type Duration = { years: number; months: number; days: number };

/**
 * A proposal's or project's duration as people say it (spec section 2: built from years, months, days):
 * "1 year 6 months", "2 years", "45 days". Zero parts are left out; an empty period reads "0 days".
 */
export function useDurationText(): (duration: Duration) => string {
  const { t } = useLingui();
  return ({ years, months, days }) => {
    const parts: string[] = [];
    if (years > 0) parts.push(t({ message: plural(years, { one: '# year', other: '# years' }) }));
    if (months > 0) parts.push(t({ message: plural(months, { one: '# month', other: '# months' }) }));
    if (days > 0 || parts.length === 0) parts.push(t({ message: plural(days, { one: '# day', other: '# days' }) }));
    return parts.join(' ');
  };
}
