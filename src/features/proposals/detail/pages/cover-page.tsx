import {
  Badge,
  Field,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PERCENT_TOTAL } from '#contract/constants';
import { proposalQuery } from '../../api/get-proposal';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { useLinkStyles } from '@/ui/link-styles';
import { useProposalSection } from '../api/use-section';
import { Facts, TextTags } from '@/ui/facts';
import { EmptySection, NotProvided, PageColumns, PageStack, SectionCard, WrittenText } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  table: { minWidth: 0 },
});

/** The cover page (spec section 2): what the proposal is about, who funds it, who works on it, and whom to call. */
export function CoverPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const cover = useProposalSection(proposalId, 'CoverPage');
  return (
    <PageStack>
      <SectionCard title={t`Summary`}>
        {cover ? (
          <>
            <WrittenText text={cover.summary} />
            <Facts
              facts={[
                { key: 'sector', label: <Trans>Sector</Trans>, value: cover.sector ? <span dir="auto">{cover.sector}</span> : <NotProvided /> },
                { key: 'locations', label: <Trans>Locations</Trans>, value: <TextTags items={cover.locations} /> },
                { key: 'target-groups', label: <Trans>Target groups</Trans>, value: <TextTags items={cover.target_groups} /> },
              ]}
            />
          </>
        ) : (
          <EmptySection />
        )}
      </SectionCard>
      <PageColumns>
        <FundingCard proposalId={proposalId} />
        <ProgramsCard proposalId={proposalId} />
      </PageColumns>
      <CoFundersCard proposalId={proposalId} />
      <PageColumns>
        <PartnersCard proposalId={proposalId} />
        <ContactsCard proposalId={proposalId} />
      </PageColumns>
    </PageStack>
  );
}

/** What the organisation asks of this funder against what it brings itself. */
function FundingCard({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { data: proposal } = useSuspenseQuery(proposalQuery(proposalId));
  const cover = useProposalSection(proposalId, 'CoverPage');
  const symbol = proposal.cur_symbol;
  if (!cover) {
    return (
      <SectionCard title={t`Funding`}>
        <Facts facts={[{ key: 'total', label: <Trans>Total budget</Trans>, value: formatMoney(proposal.total_budget, symbol) }]} />
      </SectionCard>
    );
  }
  const whole = cover.requested_amount + cover.own_contribution;
  const requestedShare = whole > 0 ? (cover.requested_amount / whole) * PERCENT_TOTAL : 0;
  const ownShare = whole > 0 ? PERCENT_TOTAL - requestedShare : 0;
  const requested = formatPercent(requestedShare);
  const own = formatPercent(ownShare);
  return (
    <SectionCard title={t`Funding`}>
      <ul className={styles.bars}>
        <li>
          <Field label={t`Requested from you`} hint={`${formatMoney(cover.requested_amount, symbol)} · ${requested}`}>
            <ProgressBar value={requestedShare} max={PERCENT_TOTAL} thickness="large" />
          </Field>
        </li>
        <li>
          <Field label={t`The organisation’s own contribution`} hint={`${formatMoney(cover.own_contribution, symbol)} · ${own}`}>
            <ProgressBar value={ownShare} max={PERCENT_TOTAL} thickness="large" color="success" />
          </Field>
        </li>
      </ul>
      <Facts
        facts={[
          { key: 'whole', label: <Trans>Requested and own contribution</Trans>, value: formatMoney(whole, symbol) },
          { key: 'total', label: <Trans>Total budget of the proposal</Trans>, value: formatMoney(proposal.total_budget, symbol) },
        ]}
      />
    </SectionCard>
  );
}

/** The funder's programs the proposal contributes to, with the share of each. */
function ProgramsCard({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const programs = useProposalSection(proposalId, 'Programs') ?? [];
  return (
    <SectionCard title={t`Programs`}>
      {programs.length === 0 ? (
        <NotProvided />
      ) : (
        <ul className={styles.bars}>
          {programs.map((program) => (
            <li key={program.id}>
              <Field label={<span dir="auto">{program.title}</span>} hint={formatPercent(program.percent)}>
                <ProgressBar value={Math.min(program.percent, PERCENT_TOTAL)} max={PERCENT_TOTAL} thickness="large" />
              </Field>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Other funders of the same project (spec section 7 "Donors"). */
function CoFundersCard({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const donors = useProposalSection(proposalId, 'Donors') ?? [];
  return (
    <SectionCard title={t`Co-funders`}>
      {donors.length === 0 ? (
        <Trans>The organisation names no other funder for this project.</Trans>
      ) : (
        <ScrollRegion label={t`Co-funders`}>
          <Table size="small" aria-label={t`Co-funders`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Funder</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Amount</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {donors.map((donor) => (
                <TableRow key={`${donor.name}-${donor.currency}-${donor.amount}`}>
                  <TableCell dir="auto">{donor.name}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(donor.amount, donor.currency)}</TableCell>
                  <TableCell>
                    {donor.status === 'secured' ? (
                      <Badge appearance="tint" color="success">
                        <Trans>Secured</Trans>
                      </Badge>
                    ) : (
                      <Badge appearance="tint" color="warning">
                        <Trans>Pending</Trans>
                      </Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

function PartnersCard({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const partners = useProposalSection(proposalId, 'Partners') ?? [];
  return (
    <SectionCard title={t`Implementing partners`}>
      {partners.length === 0 ? (
        <Trans>The organisation implements this project alone.</Trans>
      ) : (
        <ScrollRegion label={t`Implementing partners`}>
          <Table size="small" aria-label={t`Implementing partners`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Partner</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Role</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Country</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {partners.map((partner) => (
                <TableRow key={`${partner.name}-${partner.role}`}>
                  <TableCell dir="auto">{partner.name}</TableCell>
                  <TableCell dir="auto">{partner.role}</TableCell>
                  <TableCell dir="auto">{partner.country}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

function ContactsCard({ proposalId }: { proposalId: number }) {
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const contacts = useProposalSection(proposalId, 'Contacts') ?? [];
  return (
    <SectionCard title={t`Contacts`}>
      {contacts.length === 0 ? (
        <NotProvided />
      ) : (
        <ScrollRegion label={t`Contacts`}>
          <Table size="small" aria-label={t`Contacts`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Name</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Position</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Email</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Phone</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contacts.map((contact) => (
                <TableRow key={`${contact.name}-${contact.email}`}>
                  <TableCell dir="auto">{contact.name}</TableCell>
                  <TableCell dir="auto">{contact.position}</TableCell>
                  <TableCell>
                    <a href={`mailto:${contact.email}`} dir="ltr" className={linkStyles.link}>
                      {contact.email}
                    </a>
                  </TableCell>
                  <TableCell>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={linkStyles.link}>
                      {contact.phone}
                    </a>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
