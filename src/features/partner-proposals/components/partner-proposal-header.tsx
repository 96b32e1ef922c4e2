import { Caption1, Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, CalendarRegular, CloudArrowUpRegular, MoneyHandRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import type { PartnerProposal } from '#contract/partner-proposals';
import { ProposalStatusChip } from '@/features/proposals';
import { formatMoney } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { calendarDay } from '@/lib/calendar-day';
import { DaysLeftBadge } from './days-left-badge';
import { SubmitProposalButton } from './submit-proposal-button';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 'min(100%, 280px)' },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  fact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '16px' },
});

type PartnerProposalHeaderProps = { proposal: PartnerProposal; pending: boolean };

/** The partner's proposal header: its title, the grant and funder, the status, the deadline with days left, and Submit. */
export function PartnerProposalHeader({ proposal, pending }: PartnerProposalHeaderProps) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const { grant } = proposal;
  const writing = proposal.status === 'draft';
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <Title2 as="h1" className={styles.title} dir="auto">
              {proposal.title.trim() === '' ? <Trans>Untitled proposal</Trans> : proposal.title}
            </Title2>
            <ProposalStatusChip status={proposal.status} />
            {pending ? (
              <Text className={styles.fact}>
                <CloudArrowUpRegular className={styles.icon} aria-hidden />
                <Trans>Changes waiting to be sent</Trans>
              </Text>
            ) : null}
          </div>
          <Caption1 className={styles.muted}>{proposal.code}</Caption1>
        </div>
        <SubmitProposalButton proposal={proposal} />
      </div>
      <div className={styles.facts}>
        <Text className={styles.fact}>
          <MoneyHandRegular className={styles.icon} aria-hidden />
          <Trans>Grant:</Trans> <span dir="auto">{grant.title}</span>
        </Text>
        <Text className={styles.fact}>
          <BuildingRegular className={styles.icon} aria-hidden />
          <Trans>Funder:</Trans> <span dir="auto">{grant.donor.name}</span>
        </Text>
        <Text className={styles.fact}>
          <Trans>Size:</Trans> {formatMoney(grant.min_size, grant.currency.symbol)} – {formatMoney(grant.max_size, grant.currency.symbol)}
        </Text>
        {grant.deadline ? (
          <Text className={styles.fact}>
            <CalendarRegular className={styles.icon} aria-hidden />
            <Trans>Deadline:</Trans> {formatDate(calendarDay(grant.deadline))}
            {writing ? <DaysLeftBadge deadline={grant.deadline} /> : null}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}
