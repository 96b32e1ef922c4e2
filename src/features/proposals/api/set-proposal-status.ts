import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Proposal, SET_STATUS_VALUES } from '#contract/proposals';
import { toQueryString } from '@/lib/http';
import { defineOutboxAction, enqueueAction, type OutboxAction } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import { PROPOSAL_ENTITY, isPageVisible, proposalQueriesOf, storeProposalAnswer, summarizeProposal, versionOfProposal } from './proposal-cache';
import { PROPOSAL_ACTION, type ProposalDecisionPayload } from './proposal-overlays';

type SetStatusValue = (typeof SET_STATUS_VALUES)[number];

/**
 * POST …/Proposals/{id}/SetStatus?status=… (spec section 7: the status in its wire spelling). No overlay:
 * spec section 4 shows the new status only after the server's success, so the card stays as it was, marked
 * pending, and a toast tells when the server has confirmed.
 */
function setStatusAction(
  type: string,
  status: SetStatusValue,
  texts: { describe: (title: string) => MessageDescriptor; confirmed: (title: string) => MessageDescriptor },
): OutboxAction<ProposalDecisionPayload, Proposal, Proposal> {
  return defineOutboxAction<ProposalDecisionPayload, Proposal, Proposal>({
    type,
    entity: PROPOSAL_ENTITY,
    request: (payload) => ({ method: 'POST', path: `${apiPaths.proposals.setStatus(payload.proposalId)}${toQueryString({ status })}` }),
    onSuccess: (queryClient, answer, record) => {
      storeProposalAnswer(queryClient, answer);
      if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(texts.confirmed(record.payload.title)) });
    },
    versionOf: versionOfProposal,
    invalidates: (payload) => proposalQueriesOf(payload.proposalId),
    describe: (payload) => texts.describe(payload.title),
    summarize: summarizeProposal,
  });
}

export const rejectProposalAction = setStatusAction(PROPOSAL_ACTION.reject, 'rejected', {
  describe: (title) => msg`Reject the proposal "${title}"`,
  confirmed: (title) => msg`The proposal "${title}" was rejected.`,
});

export const negotiateProposalAction = setStatusAction(PROPOSAL_ACTION.negotiate, 'under_negotiation', {
  describe: (title) => msg`Start negotiating the proposal "${title}"`,
  confirmed: (title) => msg`The proposal "${title}" is now under negotiation.`,
});

type DecidedProposal = Pick<Proposal, 'id' | 'grant_id' | 'title' | 'version'>;

function payloadOf(proposal: DecidedProposal): ProposalDecisionPayload {
  return { proposalId: proposal.id, grantId: proposal.grant_id, title: proposal.title };
}

export function queueRejectProposal(proposal: DecidedProposal) {
  return enqueueAction(rejectProposalAction, { entityId: proposal.id, baseVersion: proposal.version, payload: payloadOf(proposal) });
}

export function queueNegotiateProposal(proposal: DecidedProposal) {
  return enqueueAction(negotiateProposalAction, { entityId: proposal.id, baseVersion: proposal.version, payload: payloadOf(proposal) });
}
