import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Proposal } from '#contract/proposals';
import { ProposalStatusChip } from '@/features/proposals';
import { formatMoney } from '@/lib/format-money';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { Pager } from '@/ui/list/pager';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { FIRST_SECTION_PAGE, ngoProposalsQuery } from '../api/ngo-proposals';
import { NgoSection } from './ngo-section';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 5;

const useStyles = makeStyles({
  code: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  figure: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The organisation's proposals to the funder's grants, newest first, a page at a time: code, title (opening
 * the proposal's cover page), status, budget and when it was submitted.
 */
export function NgoProposalsSection({ ngoId }: { ngoId: number }) {
  const { t } = useLingui();
  const [paging, setPaging] = useState(FIRST_SECTION_PAGE);
  const proposals = useQuery({ ...ngoProposalsQuery(ngoId, paging), placeholderData: keepPreviousData });
  const page = proposals.data;
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(page === undefined);
  return (
    <NgoSection title={<Trans>Proposals</Trans>}>
      {proposals.isError && !page ? (
        <SectionLoadError error={proposals.error} />
      ) : page && page.total === 0 ? (
        <Body1 as="p">
          <Trans>No proposals to your grants yet.</Trans>
        </Body1>
      ) : (
        <>
          <Table aria-label={t`Proposals`} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Title</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Budget</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Submitted</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading || page === undefined ? (
                <SkeletonTableRows columns={COLUMNS} rows={3} />
              ) : (
                page.data.map((proposal) => <ProposalRow key={proposal.id} proposal={proposal} />)
              )}
            </TableBody>
          </Table>
          {page ? <Pager page={paging.page} rows={paging.rows} total={page.total} onChange={setPaging} /> : null}
        </>
      )}
    </NgoSection>
  );
}

function ProposalRow({ proposal }: { proposal: Proposal }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  return (
    <TableRow>
      <TableCell className={styles.code}>
        <bdi>{proposal.code}</bdi>
      </TableCell>
      <TableCell>
        <Link
          to="/grants/$grantId/proposals/$proposalId/$page"
          params={{ grantId: proposal.grant_id, proposalId: proposal.id, page: 'cover-page' }}
          className={linkStyles.link}
          dir="auto"
        >
          {proposal.title}
        </Link>
      </TableCell>
      <TableCell>
        <ProposalStatusChip status={proposal.status} />
      </TableCell>
      <TableCell className={styles.figure}>
        <bdi>{formatMoney(proposal.total_budget, proposal.cur_symbol)}</bdi>
      </TableCell>
      <TableCell className={styles.figure}>
        {proposal.submitted_at ? (
          formatDate(proposal.submitted_at)
        ) : (
          <span className={styles.muted}>
            <Trans>Not submitted</Trans>
          </span>
        )}
      </TableCell>
    </TableRow>
  );
}
