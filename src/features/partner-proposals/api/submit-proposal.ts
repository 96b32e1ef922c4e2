import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import type { PartnerProposal } from '#contract/partner-proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import {
  PARTNER_PROPOSAL_ENTITY,
  partnerProposalQueriesOf,
  storePartnerProposalAnswer,
  summarizePartnerProposal,
  versionOfPartnerProposal,
} from './partner-proposal-cache';

export type SubmitPayload = { proposalId: number; title: string };

/**
 * POST PartnerProposal/{id}/Submit (the organisation admin): the server checks again that every page is complete,
 * the deadline has not passed and the proposal is a draft or under negotiation (a resubmission), and answers the
 * proposal, now submitted and read-only.
 */
export const submitProposalAction = defineOutboxAction<SubmitPayload, PartnerProposal>({
  type: 'partner-proposal.submit',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'POST', path: partnerPaths.proposals.submit(payload.proposalId) }),
  onSuccess: (queryClient, answer) => storePartnerProposalAnswer(queryClient, answer),
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => partnerProposalQueriesOf(payload.proposalId),
  describe: (payload) => msg`Submit the proposal “${payload.title}”`,
  summarize: summarizePartnerProposal,
});

export function queueSubmitProposal(proposal: Pick<PartnerProposal, 'id' | 'version' | 'title'>) {
  return enqueueAction(submitProposalAction, { entityId: proposal.id, baseVersion: proposal.version, payload: { proposalId: proposal.id, title: proposal.title } });
}
