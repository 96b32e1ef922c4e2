import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import type { z } from 'zod';
import type { PartnerProposal, partnerProposalHeaderSchema } from '#contract/partner-proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import {
  PARTNER_PROPOSAL_ENTITY,
  partnerProposalQueriesOf,
  storePartnerProposalAnswer,
  summarizePartnerProposal,
  versionOfPartnerProposal,
} from './partner-proposal-cache';

/** The header as the form checked it (contract partnerProposalHeaderSchema). */
export type ProposalHeaderValues = z.output<typeof partnerProposalHeaderSchema>;
export type HeaderPayload = { proposalId: number; header: ProposalHeaderValues };

/** PUT PartnerProposal/{id}: the cover page's header fields (title, country, period), against the version the user saw. */
export const updateProposalHeaderAction = defineOutboxAction<HeaderPayload, PartnerProposal, PartnerProposal>({
  type: 'partner-proposal.header',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'PUT', path: partnerPaths.proposals.one(payload.proposalId), json: payload.header }),
  overlay: (proposal, payload) => ({ ...proposal, ...payload.header }),
  onSuccess: (queryClient, answer) => storePartnerProposalAnswer(queryClient, answer),
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => partnerProposalQueriesOf(payload.proposalId),
  describe: (payload) => msg`Save the proposal “${payload.header.title}”`,
  summarize: summarizePartnerProposal,
});

export function queueProposalHeader(proposal: Pick<PartnerProposal, 'id' | 'version'>, header: ProposalHeaderValues) {
  return enqueueAction(updateProposalHeaderAction, { entityId: proposal.id, baseVersion: proposal.version, payload: { proposalId: proposal.id, header } });
}
