import { useLingui } from '@lingui/react';
import type { Proposal } from '#contract/proposals';
import { outboxActionFor, useOverlay, usePendingRecords } from '@/offline/outbox';
import { PROPOSAL_ENTITY } from '../api/proposal-cache';
import { ProposalActionsMenu } from './proposal-actions-menu';
import { ProposalCardView } from './proposal-card-view';

type ProposalCardProps = {
  proposal: Proposal;
  showGrant?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A proposal of a list, with the user's queued changes shown on top (users in charge) and marked pending. */
export function ProposalCard({ proposal, showGrant, headingLevel }: ProposalCardProps) {
  const { i18n } = useLingui();
  const overlaid = useOverlay<Proposal>(PROPOSAL_ENTITY, proposal.id, proposal);
  const records = usePendingRecords(PROPOSAL_ENTITY, proposal.id);
  const shown = overlaid.data ?? proposal;
  const pending = records.map((record) => {
    const action = outboxActionFor(record.type);
    return action ? i18n._(action.describe(record.payload)) : record.type;
  });
  return (
    <ProposalCardView
      proposal={shown}
      showGrant={showGrant}
      headingLevel={headingLevel}
      pending={pending}
      actions={<ProposalActionsMenu proposal={shown} />}
    />
  );
}
