import { MessageBar, MessageBarBody, MessageBarTitle, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSignatureRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerProposal } from '#contract/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { useLinkStyles } from '@/ui/link-styles';
import { ScrollRegion } from '@/ui/scroll-region';
import { StoredFileLink } from '@/ui/stored-file-link';

const useStyles = makeStyles({
  agreement: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/**
 * The funder's decision as the organisation sees it (issue 13 item 6): accepted, with the signed agreement and the
 * installments; or rejected. Nothing while the proposal is still being written or reviewed.
 */
export function DecisionCard({ proposal }: { proposal: PartnerProposal }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  if (proposal.status === 'rejected') {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            <Trans>Proposal rejected</Trans>
          </MessageBarTitle>
          <Trans>The funder decided not to fund this proposal.</Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (proposal.status !== 'accepted') return null;
  const symbol = proposal.grant.currency.symbol;
  return (
    <SectionCard title={t`Proposal accepted`}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <Trans>The funder accepted this proposal. It is now a project.</Trans>
        </MessageBarBody>
      </MessageBar>
      {proposal.agreement ? (
        <StoredFileLink url={proposal.agreement.url} className={`${linkStyles.link} ${styles.agreement}`}>
          <DocumentSignatureRegular aria-hidden />
          <Trans>Agreement: {proposal.agreement.file_name}</Trans>
        </StoredFileLink>
      ) : null}
      {proposal.installments.length > 0 ? (
        <ScrollRegion label={t`Installments`}>
          <Table size="small" aria-label={t`Installments`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Installment</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Percent</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Amount</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {proposal.installments.map((installment) => (
                <TableRow key={installment.id}>
                  <TableCell dir="auto">{installment.title}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(installment.percent)}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(installment.amount, symbol)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
    </SectionCard>
  );
}
