import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import { ACCEPT_BATCHES_FIELD, ACCEPT_FILE_FIELD, type Proposal } from '#contract/proposals';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions, type OutboxRequest } from '@/offline/outbox';
import { showMessage } from '@/ui/toasts/message-bus';
import {
  ORGANISATIONS_KEY,
  PROJECTS_KEY,
  PROPOSAL_ENTITY,
  isPageVisible,
  proposalQueriesOf,
  storeProposalAnswer,
  summarizeProposal,
  versionOfProposal,
} from './proposal-cache';
import { PROPOSAL_ACTION, type InstallmentValues, type ProposalAcceptPayload } from './proposal-overlays';

/**
 * The multipart body of POST …/Accept (spec section 7): the agreement in `file`, the installments as JSON text in
 * `batches`. Built at send time from the queued payload, so an acceptance queued offline uploads the file that
 * IndexedDB kept with it. The installments of a (re-)acceptance are all new: their ids are left out.
 */
export function acceptRequest(payload: ProposalAcceptPayload): OutboxRequest {
  const form = new FormData();
  form.append(ACCEPT_FILE_FIELD, payload.file, payload.fileName);
  form.append(ACCEPT_BATCHES_FIELD, JSON.stringify(payload.installments.map(({ title, percent }) => ({ title, percent }))));
  return { method: 'POST', path: apiPaths.proposals.accept(payload.proposalId), form };
}

/**
 * Accepting sets the status, stores the agreement, replaces the installments and creates the project: the
 * answer is the accepted proposal; the proposal's pages (installments) and the projects and organisations lists are refetched.
 */
export const acceptProposalAction = defineOutboxAction<ProposalAcceptPayload, Proposal, Proposal>({
  type: PROPOSAL_ACTION.accept,
  entity: PROPOSAL_ENTITY,
  request: acceptRequest,
  onSuccess: (queryClient, answer, record) => {
    storeProposalAnswer(queryClient, answer);
    const title = record.payload.title;
    if (isPageVisible()) showMessage({ intent: 'success', text: i18n._(msg`The proposal "${title}" was accepted.`) });
  },
  versionOf: versionOfProposal,
  invalidates: (payload) => [...proposalQueriesOf(payload.proposalId), PROJECTS_KEY, ORGANISATIONS_KEY],
  describe: (payload) => msg`Accept the proposal "${payload.title}" with the agreement ${payload.fileName}`,
  summarize: summarizeProposal,
});

// Pending changes corrects a refused acceptance in the same dialog, prefilled with the queued file and installments.
defineOutboxEditor(acceptProposalAction, () => import('../components/proposal-corrections').then((module) => module.AcceptanceEditor));

export function queueAcceptProposal(
  proposal: Pick<Proposal, 'id' | 'grant_id' | 'title' | 'version'>,
  agreement: File,
  installments: InstallmentValues[],
  options?: EnqueueOptions,
) {
  return enqueueAction(acceptProposalAction, {
    entityId: proposal.id,
    baseVersion: proposal.version,
    payload: {
      proposalId: proposal.id,
      grantId: proposal.grant_id,
      title: proposal.title,
      file: agreement,
      fileName: agreement.name,
      installments,
    },
  }, options);
}
