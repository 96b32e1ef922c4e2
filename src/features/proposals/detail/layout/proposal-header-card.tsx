import { Badge, Button, Caption1, Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  CalendarRegular,
  ChatMultipleRegular,
  CloudArrowUpRegular,
  DocumentSignatureRegular,
  GlobeRegular,
  MoneyRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Proposal } from '#contract/proposals';
import { ProposalActionsMenu } from '../../components/proposal-actions-menu';
import { useDurationText } from '../../components/proposal-duration';
import { ProposalStatusChip } from '../../components/proposal-status-chip';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { formatMoney } from '@/lib/format-money';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { calendarDay } from '@/lib/calendar-day';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 'min(100%, 280px)' },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  code: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  fact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '16px' },
  term: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  value: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type ProposalHeaderCardProps = {
  proposal: Proposal;
  /** Changes to this proposal wait in the outbox. */
  pending: boolean;
  onOpenNegotiation: () => void;
};

/**
 * The proposal layout's header card (spec section 2): who asks for what, for how long, its status and decisions,
 * and the negotiation button while the proposal is under negotiation.
 */
export function ProposalHeaderCard({ proposal, pending, onOpenNegotiation }: ProposalHeaderCardProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const durationText = useDurationText();
  const countryName = useCountryName();
  const currencyName = useCurrencyName();
  const code = proposal.code;
  const start = formatDate(calendarDay(proposal.start_date));
  const end = formatDate(calendarDay(proposal.end_date));
  const duration = durationText(proposal.duration);
  const agreement = proposal.status === 'accepted' && proposal.agreement_file_path ? proposal.agreement_file_path : null;
  const inCharge = proposal.users.map((user) => user.name).join(', ');

  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <Title2 as="h1" className={styles.title} dir="auto">
              {proposal.title}
            </Title2>
            <ProposalStatusChip status={proposal.status} />
            {pending ? (
              <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />}>
                <Trans>Pending</Trans>
              </Badge>
            ) : null}
          </div>
          <Caption1 className={styles.code}>
            <Trans>
              Code: <bdi>{code}</bdi>
            </Trans>
          </Caption1>
        </div>
        <div className={styles.actions}>
          {proposal.status === 'underNegotiation' ? (
            <Button appearance="primary" icon={<ChatMultipleRegular />} onClick={onOpenNegotiation}>
              <Trans>Negotiation</Trans>
            </Button>
          ) : null}
          <ProposalActionsMenu proposal={proposal} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <BuildingRegular className={styles.icon} aria-hidden />
          <dt className={styles.term}>
            <Trans>Organization</Trans>
          </dt>
          <dd className={styles.value}>
            <Link to="/ngos/$ngoId" params={{ ngoId: proposal.ngo_id }} className={linkStyles.link} dir="auto">
              {proposal.ngo.name}
            </Link>
            {proposal.ngo.shortcut ? <Text className={styles.muted}> ({proposal.ngo.shortcut})</Text> : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <GlobeRegular className={styles.icon} aria-hidden />
          <dt className={styles.term}>
            <Trans>Country</Trans>
          </dt>
          <dd className={styles.value}>{countryName(proposal.country_id, proposal.coun_name)}</dd>
        </div>
        <div className={styles.fact}>
          <MoneyRegular className={styles.icon} aria-hidden />
          <dt className={styles.term}>
            <Trans>Total budget</Trans>
          </dt>
          <dd className={styles.value} title={currencyName({ id: proposal.currency_id, name: proposal.currency_name })}>
            <bdi>{formatMoney(proposal.total_budget, proposal.cur_symbol)}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <CalendarRegular className={styles.icon} aria-hidden />
          <dt className={styles.term}>
            <Trans>Period</Trans>
          </dt>
          <dd className={styles.value}>
            <Trans>
              {start} – {end} ({duration})
            </Trans>
          </dd>
        </div>
        {inCharge ? (
          <div className={styles.fact}>
            <PeopleRegular className={styles.icon} aria-hidden />
            <dt className={styles.term}>
              <Trans>Users in charge</Trans>
            </dt>
            <dd className={styles.value}>{inCharge}</dd>
          </div>
        ) : null}
        {agreement ? (
          <div className={styles.fact}>
            <DocumentSignatureRegular className={styles.icon} aria-hidden />
            <dt className={styles.term}>
              <Trans>Agreement</Trans>
            </dt>
            <dd className={styles.value}>
              <StoredFileLink url={agreement} className={linkStyles.link}>
                <Trans>Signed agreement (opens in a new tab)</Trans>
              </StoredFileLink>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
