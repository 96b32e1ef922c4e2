import { Badge, Button, Card, Subtitle2, Tag, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CalendarRegular,
  ChevronDownRegular,
  ChevronUpRegular,
  CloudArrowUpRegular,
  DocumentRegular,
  GlobeRegular,
  MoneyRegular,
} from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import type { Proposal } from '#contract/proposals';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { formatMoney } from '@/lib/format-money';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useLinkStyles } from '@/ui/link-styles';
import { useDurationText } from './proposal-duration';
import { ProposalOrganisation } from './proposal-organisation';
import { ProposalStatusChip } from './proposal-status-chip';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  heading: { flexGrow: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  toggle: { alignSelf: 'flex-start' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

type ProposalCardViewProps = {
  proposal: Proposal;
  /** On /proposals the card names its grant; a grant's own list does not repeat it. */
  showGrant?: boolean;
  /** h2 on /proposals, h3 inside the grant page whose section heading is an h2. */
  headingLevel?: 'h2' | 'h3';
  /** What the user queued on this proposal and the server has not confirmed yet (one line each). */
  pending?: readonly string[];
  actions?: ReactNode;
};


/** A proposal card (spec section 2): what the lists show of each proposal; the organisation expands below. */
export function ProposalCardView({ proposal, showGrant = false, headingLevel = 'h2', pending = [], actions }: ProposalCardViewProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const durationText = useDurationText();
  const countryName = useCountryName();
  const currencyName = useCurrencyName();
  const [expanded, setExpanded] = useState(false);
  const organisationId = useId();
  const code = proposal.code;
  const grantTitle = proposal.grant_title;
  const organization = proposal.ngo.name;
  const country = countryName(proposal.country_id, proposal.coun_name);
  const currency = currencyName({ id: proposal.currency_id, name: proposal.currency_name });
  const budget = formatMoney(proposal.total_budget, proposal.cur_symbol);
  const duration = durationText(proposal.duration);
  const agreement = proposal.status === 'accepted' && proposal.agreement_file_path ? proposal.agreement_file_path : null;

  return (
    <Card className={styles.card} aria-busy={pending.length > 0 || undefined}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Subtitle2 as={headingLevel}>
            <Link
              to="/grants/$grantId/proposals/$proposalId/$page"
              params={{ grantId: proposal.grant_id, proposalId: proposal.id, page: 'cover-page' }}
              className={linkStyles.link}
            >
              {proposal.title}
            </Link>
          </Subtitle2>
          <ProposalStatusChip status={proposal.status} />
          {pending.length > 0 ? <PendingBadge changes={pending} /> : null}
        </div>
        {actions}
      </div>
      <div className={styles.facts}>
        <Text className={styles.fact}>
          <Trans>
            Code: <bdi>{code}</bdi>
          </Trans>
        </Text>
        {showGrant ? (
          <Text className={styles.fact}>
            <Trans>
              Grant:{' '}
              <Link to="/grants/$grantId/overview" params={{ grantId: proposal.grant_id }} className={linkStyles.link}>
                {grantTitle}
              </Link>
            </Trans>
          </Text>
        ) : null}
        {agreement ? (
          <StoredFileLink url={agreement} className={mergeClasses(linkStyles.link, styles.fact)}>
            <DocumentRegular aria-hidden />
            <Trans>Agreement (opens in a new tab)</Trans>
          </StoredFileLink>
        ) : null}
      </div>
      <div className={styles.chips}>
        <Tag size="small" appearance="outline" icon={<GlobeRegular />}>
          <span className={styles.visuallyHidden}>
            <Trans>Country:</Trans>{' '}
          </span>
          {country}
        </Tag>
        <Tag size="small" appearance="outline" icon={<MoneyRegular />} title={currency}>
          <span className={styles.visuallyHidden}>
            <Trans>Total budget:</Trans>{' '}
          </span>
          <bdi>{budget}</bdi>
          <span className={styles.visuallyHidden}> ({currency})</span>
        </Tag>
        <Tag size="small" appearance="outline" icon={<CalendarRegular />}>
          <span className={styles.visuallyHidden}>
            <Trans>Duration:</Trans>{' '}
          </span>
          {duration}
        </Tag>
      </div>
      <Button
        className={styles.toggle}
        appearance="transparent"
        size="small"
        icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={expanded}
        aria-controls={organisationId}
        onClick={() => setExpanded((open) => !open)}
      >
        <Trans>Organization: {organization}</Trans>
      </Button>
      {expanded ? (
        <div id={organisationId}>
          <ProposalOrganisation ngo={proposal.ngo} />
        </div>
      ) : null}
    </Card>
  );
}

/** Marks a proposal with changes queued in the outbox; the tooltip lists them. */
function PendingBadge({ changes }: { changes: readonly string[] }) {
  return (
    <Tooltip content={changes.join('\n')} relationship="description">
      <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />} tabIndex={0}>
        <Trans>Pending</Trans>
      </Badge>
    </Tooltip>
  );
}
