import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, ChatMultipleRegular, DocumentSignatureRegular, PeopleRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Proposal } from '#contract/proposals';
import { ProposalActionsMenu } from '../../components/proposal-actions-menu';
import { ProposalStatusChip } from '../../components/proposal-status-chip';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useLinkStyles } from '@/ui/link-styles';
import { DetailHeaderCard, HeaderFact } from '@/ui/page-nav/detail-header-card';
import { CountryBudgetPeriodFacts } from './proposal-header-facts';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
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
  const code = proposal.code;
  const agreement = proposal.status === 'accepted' && proposal.agreement_file_path ? proposal.agreement_file_path : null;
  const inCharge = proposal.users.map((user) => user.name).join(', ');

  return (
    <DetailHeaderCard
      title={proposal.title}
      chips={<ProposalStatusChip status={proposal.status} />}
      pending={pending ? <Trans>Pending</Trans> : null}
      caption={
        <Trans>
          Code: <bdi>{code}</bdi>
        </Trans>
      }
      aside={
        <div className={styles.actions}>
          {proposal.status === 'underNegotiation' ? (
            <Button appearance="primary" icon={<ChatMultipleRegular />} onClick={onOpenNegotiation}>
              <Trans>Negotiation</Trans>
            </Button>
          ) : null}
          <ProposalActionsMenu proposal={proposal} />
        </div>
      }
    >
      <HeaderFact icon={BuildingRegular} term={<Trans>Organization</Trans>}>
        <Link to="/ngos/$ngoId" params={{ ngoId: proposal.ngo_id }} className={linkStyles.link} dir="auto">
          {proposal.ngo.name}
        </Link>
        {proposal.ngo.shortcut ? <Text className={styles.muted}> ({proposal.ngo.shortcut})</Text> : null}
      </HeaderFact>
      <CountryBudgetPeriodFacts header={proposal} />
      {inCharge ? (
        <HeaderFact icon={PeopleRegular} term={<Trans>Users in charge</Trans>}>
          {inCharge}
        </HeaderFact>
      ) : null}
      {agreement ? (
        <HeaderFact icon={DocumentSignatureRegular} term={<Trans>Agreement</Trans>}>
          <StoredFileLink url={agreement} className={linkStyles.link}>
            <Trans>Signed agreement (opens in a new tab)</Trans>
          </StoredFileLink>
        </HeaderFact>
      ) : null}
    </DetailHeaderCard>
  );
}
