import { CalendarRegular, GlobeRegular, MoneyRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import type { ProposalHeader } from '#contract/proposals';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { calendarDay } from '@/lib/calendar-day';
import { formatMoney } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { HeaderFact } from '@/ui/page-nav/detail-header-card';
import { useDurationText } from '../../components/proposal-duration';

/**
 * Where, with how much and for how long: the facts of the header card that a proposal and the project it becomes
 * share (contract ProposalHeader), side by side in both.
 */
export function CountryBudgetPeriodFacts({ header }: { header: ProposalHeader }) {
  const formatDate = useDateFormatter();
  const durationText = useDurationText();
  const countryName = useCountryName();
  const currencyName = useCurrencyName();
  const start = formatDate(calendarDay(header.start_date));
  const end = formatDate(calendarDay(header.end_date));
  const duration = durationText(header.duration);
  return (
    <>
      <HeaderFact icon={GlobeRegular} term={<Trans>Country</Trans>}>
        {countryName(header.country_id, header.coun_name)}
      </HeaderFact>
      <HeaderFact icon={MoneyRegular} term={<Trans>Total budget</Trans>}>
        <bdi title={currencyName({ id: header.currency_id, name: header.currency_name })}>{formatMoney(header.total_budget, header.cur_symbol)}</bdi>
      </HeaderFact>
      <HeaderFact icon={CalendarRegular} term={<Trans>Period</Trans>}>
        <Trans>
          {start} – {end} ({duration})
        </Trans>
      </HeaderFact>
    </>
  );
}
