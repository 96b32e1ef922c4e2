import { Card, CardHeader, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, CalendarRegular, MoneyHandRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PartnerProposal } from '#contract/partner-proposals';
import { PROPOSAL_STATUSES } from '#contract/enums';
import { calendarDay } from '@/lib/calendar-day';
import { ProposalStatusChip } from '@/features/proposals';
import { ProposalStatusFilter } from '@/features/proposals';
import { useLinkStyles } from '@/ui/link-styles';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { ListPage } from '@/ui/list/list-page';
import { partnerProposalsQuery } from '../api/get-partner-proposals';
import { FIRST_PAGE, type PartnerProposalListQuery } from '../api/partner-proposal-keys';
import { completedPages } from './completeness-summary';
import { DaysLeftBadge } from './days-left-badge';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, alignItems: 'center' },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground3, fontSize: '16px', flexShrink: 0 },
  progress: { maxWidth: '320px' },
});

function PartnerProposalCard({ proposal }: { proposal: PartnerProposal }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const { t } = useLingui();
  const { done, total } = completedPages(proposal.completeness);
  const { grant } = proposal;
  const title = proposal.title.trim() === '' ? t`Untitled proposal` : proposal.title;
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <h2 className={styles.title}>
            <Link to="/partner/proposals/$id/$page" params={{ id: proposal.id, page: 'cover-page' }} className={linkStyles.link} dir="auto">
              {title}
            </Link>
          </h2>
        }
        description={<Text size={200}>{proposal.code}</Text>}
        action={<ProposalStatusChip status={proposal.status} />}
      />
      <div className={styles.facts}>
        <Text className={styles.fact}>
          <MoneyHandRegular className={styles.icon} aria-hidden />
          <span dir="auto">{grant.title}</span>
        </Text>
        <Text className={styles.fact}>
          <BuildingRegular className={styles.icon} aria-hidden />
          <span dir="auto">{grant.donor.name}</span>
        </Text>
        {grant.deadline ? (
          <Text className={styles.fact}>
            <CalendarRegular className={styles.icon} aria-hidden />
            <Trans>Deadline: {formatDate(calendarDay(grant.deadline))}</Trans>
            {proposal.status === 'draft' ? <DaysLeftBadge deadline={grant.deadline} /> : null}
          </Text>
        ) : null}
      </div>
      <div className={styles.progress}>
        <Text size={200}>
          <Trans>
            {done} of {total} pages complete
          </Trans>
        </Text>
        <ProgressBar value={done} max={total} aria-label={t`${done} of ${total} pages complete`} />
      </div>
    </Card>
  );
}

type PartnerProposalsPageProps = { search: PartnerProposalListQuery; onSearchChange: (patch: Partial<PartnerProposalListQuery>) => void };

/** /partner/proposals: the organisation's proposals, with status, grant, funder, deadline and how many pages are complete. */
export function PartnerProposalsPage({ search, onSearchChange }: PartnerProposalsPageProps) {
  const { t } = useLingui();
  const proposals = useQuery({ ...partnerProposalsQuery(search), placeholderData: keepPreviousData });
  return (
    <ListPage
      title={<Trans>Proposals</Trans>}
      list={proposals}
      search={search}
      onSearchChange={onSearchChange}
      filters={<ProposalStatusFilter statuses={PROPOSAL_STATUSES} value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />}
      cards={{ label: t`Proposals`, renderCard: (proposal) => <PartnerProposalCard proposal={proposal} /> }}
      empty={
        <EmptyState
          title={search.status ? <Trans>No proposals with this status</Trans> : <Trans>No proposals yet</Trans>}
        >
          {search.status ? undefined : (
            <Trans>
              Find a grant among the <Link to="/partner/calls" search={FIRST_PAGE}>open calls</Link> and apply to it.
            </Trans>
          )}
        </EmptyState>
      }
    />
  );
}
