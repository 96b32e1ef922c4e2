import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { PROPOSAL_PAGE_IDS, type ProposalPageSlug } from '#contract/proposals';
import { PROPOSAL_PAGE_LABELS } from '@/features/proposals';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { useLingui } from '@lingui/react/macro';
import { useShownPartnerProposal } from '../api/get-partner-proposals';
import { NegotiationPanel } from '../components/negotiation-panel';
import { EDITOR_PAGES } from './editor-pages';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 } });

/**
 * One page of the partner's proposal: its editor (read-only once the partner may no longer change it), and while the
 * funder negotiates, the comments pinned to the page with a reply box above it.
 */
export function EditorPageView({ proposalId, page }: { proposalId: number; page: ProposalPageSlug }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const { proposal } = useShownPartnerProposal(proposalId);
  const Editor = EDITOR_PAGES[page];
  return (
    <div className={styles.page}>
      {proposal.status === 'underNegotiation' ? (
        <NegotiationPanel proposal={proposal} pageId={PROPOSAL_PAGE_IDS[page]} pageLabel={i18n._(PROPOSAL_PAGE_LABELS[page])} />
      ) : null}
      {Editor ? (
        <Suspense fallback={<SkeletonList rows={3} />}>
          {/* A proposal that becomes editable or read-only (submitted, negotiation opened) starts its forms afresh. */}
          <Editor key={`${proposal.id}-${page}-${proposal.can_edit}`} proposal={proposal} readOnly={!proposal.can_edit} />
        </Suspense>
      ) : null}
    </div>
  );
}
