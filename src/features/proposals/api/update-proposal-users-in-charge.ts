import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { UserInCharge } from '#contract/programs';
import type { Proposal } from '#contract/proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { PROPOSAL_ENTITY, proposalQueriesOf, storeProposalAnswer, summarizeProposal, versionOfProposal } from './proposal-cache';
import { PROPOSAL_ACTION, overlayUsersInCharge, type ProposalUsersInChargePayload } from './proposal-overlays';

/** PUT /DonorGrant/{grantId}/Proposals/{id}/UsersInCharge with the whole list. Names travel for the card only. */
export const updateProposalUsersInChargeAction = defineOutboxAction<ProposalUsersInChargePayload, Proposal, Proposal>({
  type: PROPOSAL_ACTION.usersInCharge,
  entity: PROPOSAL_ENTITY,
  request: (payload) => ({
    method: 'PUT',
    path: apiPaths.proposals.usersInCharge(payload.grantId, payload.proposalId),
    json: { users: payload.users.map(({ admin_id, is_manager }) => ({ admin_id, is_manager })) },
  }),
  overlay: overlayUsersInCharge,
  onSuccess: (queryClient, answer) => storeProposalAnswer(queryClient, answer),
  versionOf: versionOfProposal,
  invalidates: (payload) => proposalQueriesOf(payload.proposalId),
  describe: (payload) => msg`Change the users in charge of the proposal "${payload.title}"`,
  summarize: summarizeProposal,
});

export function queueUpdateProposalUsersInCharge(proposal: Pick<Proposal, 'id' | 'grant_id' | 'title' | 'version'>, users: UserInCharge[]) {
  return enqueueAction(updateProposalUsersInChargeAction, {
    entityId: proposal.id,
    baseVersion: proposal.version,
    payload: { proposalId: proposal.id, grantId: proposal.grant_id, title: proposal.title, users },
  });
}
