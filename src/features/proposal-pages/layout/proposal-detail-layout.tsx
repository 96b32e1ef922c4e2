import { makeStyles, tokens } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Proposal } from '#contract/proposals';
import { proposalQuery } from '@/features/proposals/api/get-proposal';
import { PROPOSAL_ENTITY } from '@/features/proposals/api/proposal-cache';
import { useOverlay } from '@/offline/outbox';
import { SIDE_MENU_BREAKPOINT_PX } from '@/ui/shell/use-wide-screen';
import { ProposalHeaderCard } from './proposal-header-card';
import { ProposalPageCompactMenu, ProposalPageMenu } from './proposal-page-nav';
import { useCurrentProposalPage } from './use-current-page';
import { useProposalBack } from './use-proposal-back';

/** Below the shell's mobile breakpoint (spec section 9: 1200) twelve page names do not fit a side column. */
const WIDE = `@media (min-width: ${SIDE_MENU_BREAKPOINT_PX}px)`;
const NARROW = `@media (max-width: ${SIDE_MENU_BREAKPOINT_PX - 0.02}px)`;

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  // As in the grant layout: the grid follows the document's direction, so the menu is at the start side in both.
  menu: { gridColumn: 'span 2', position: 'sticky', insetBlockStart: tokens.spacingVerticalL, [NARROW]: { display: 'none' } },
  compact: { gridColumn: '1 / -1', [WIDE]: { display: 'none' } },
  page: { gridColumn: 'span 10', minWidth: 0, [NARROW]: { gridColumn: '1 / -1' } },
});

type ProposalDetailLayoutProps = {
  grantId: number;
  proposalId: number;
  onOpenNegotiation: () => void;
  children: ReactNode;
};

/** The proposal as the user sees it: the cached one (painted from disk offline) with their queued changes laid over. */
export function useShownProposal(proposalId: number): { proposal: Proposal; pending: boolean } {
  const { data } = useSuspenseQuery(proposalQuery(proposalId));
  const { data: proposal, pending } = useOverlay<Proposal>(PROPOSAL_ENTITY, proposalId, data);
  return { proposal: proposal ?? data, pending };
}

/**
 * The proposal layout of spec section 2: the header card, then the menu of the twelve pages (with Back) beside
 * the page, in the grant layout's 2 of 12 columns; below 1200px a compact menu above the page.
 */
export function ProposalDetailLayout({ grantId, proposalId, onOpenNegotiation, children }: ProposalDetailLayoutProps) {
  const styles = useStyles();
  const { proposal, pending } = useShownProposal(proposalId);
  const current = useCurrentProposalPage();
  const back = useProposalBack(grantId);
  return (
    <div className={styles.layout}>
      <ProposalHeaderCard proposal={proposal} pending={pending} onOpenNegotiation={onOpenNegotiation} />
      <div className={styles.grid}>
        <div className={styles.menu}>
          <ProposalPageMenu grantId={grantId} proposalId={proposalId} current={current} onBack={back} />
        </div>
        <div className={styles.compact}>
          <ProposalPageCompactMenu grantId={grantId} proposalId={proposalId} current={current} onBack={back} />
        </div>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
