import { Badge, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, CalendarRegular, GlobeRegular, MoneyRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isLocale } from '#contract/enums';
import type { PartnerCall } from '#contract/partner-proposals';
import { calendarDay } from '@/lib/calendar-day';
import { ProposalStatusChip } from '@/features/proposals';
import { formatMoney } from '@/lib/format-money';
import { countryName } from '@/lib/reference-names';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { DaysLeftBadge } from './days-left-badge';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, alignItems: 'center' },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground3, fontSize: '16px', flexShrink: 0 },
});

/** Countries listed on a card before "and N more" (spec section 9 shows 10 on a grant card). */
export const CARD_COUNTRIES = 10;

/** One open call in the list: its title (to its page), funder, size range, deadline with days left, and countries. */
export function CallCard({ call }: { call: PartnerCall }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const names = call.countries.slice(0, CARD_COUNTRIES).map((country) => countryName(country, locale));
  const more = call.countries.length - names.length;
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <h2 className={styles.title}>
            <Link to="/partner/calls/$grantId" params={{ grantId: call.id }} className={linkStyles.link} dir="auto">
              {call.title}
            </Link>
          </h2>
        }
        action={call.proposal ? <ProposalStatusChip status={call.proposal.status} /> : undefined}
      />
      <div className={styles.facts}>
        <Text className={styles.fact}>
          <BuildingRegular className={styles.icon} aria-hidden />
          <span dir="auto">{call.donor.name}</span>
        </Text>
        <Text className={styles.fact}>
          <MoneyRegular className={styles.icon} aria-hidden />
          {formatMoney(call.min_size, call.currency.symbol)} – {formatMoney(call.max_size, call.currency.symbol)}
        </Text>
        <Text className={styles.fact}>
          <CalendarRegular className={styles.icon} aria-hidden />
          <Trans>Deadline: {formatDate(calendarDay(call.deadline))}</Trans>
          <DaysLeftBadge deadline={call.deadline} />
        </Text>
        {names.length > 0 ? (
          <Text className={styles.fact}>
            <GlobeRegular className={styles.icon} aria-hidden />
            {names.join(', ')}
            {more > 0 ? (
              <Badge appearance="outline" shape="rounded">
                <Trans>+{more}</Trans>
              </Badge>
            ) : null}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}
