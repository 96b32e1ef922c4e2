import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { ExpenditureBatch, Proposal } from '#contract/proposals';
import { defineOutboxAction, defineOutboxEditor, enqueueAction, type EnqueueOptions } from '@/offline/outbox';
import { PROJECTS_KEY, PROPOSAL_ENTITY, proposalQueriesOf, summarizeProposal } from './proposal-cache';
import { proposalKeys } from './proposal-keys';
import { PROPOSAL_ACTION, type InstallmentValues, type ProposalBatchesPayload } from './proposal-overlays';

/**
 * PUT …/Proposals/{id}/ExpenditureBatch with the whole list: existing installments keep their ids, new ones go
 * without. The answer is the new list; the proposal's version moved too, so the proposal itself is refetched
 * (its pages hang under its key) and so is the project, whose installments these are.
 */
export const updateProposalBatchesAction = defineOutboxAction<ProposalBatchesPayload, ExpenditureBatch[]>({
  type: PROPOSAL_ACTION.batches,
  entity: PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'PUT', path: apiPaths.proposals.batches(payload.proposalId), json: { batches: payload.installments } }),
  onSuccess: (queryClient, answer, record) => {
    if (Array.isArray(answer)) queryClient.setQueryData(proposalKeys.batches(record.payload.proposalId), answer);
  },
  // The answer is the list, not the proposal: its new version is not known here and arrives with the refetch.
  versionOf: () => null,
  invalidates: (payload) => [...proposalQueriesOf(payload.proposalId), PROJECTS_KEY],
  describe: (payload) => msg`Update the installments of the proposal "${payload.title}"`,
  summarize: summarizeProposal,
});

defineOutboxEditor(updateProposalBatchesAction, () =>
  import('../components/proposal-corrections').then((module) => module.InstallmentsUpdateEditor),
);

export function queueUpdateProposalBatches(
  proposal: Pick<Proposal, 'id' | 'grant_id' | 'title' | 'version'>,
  installments: InstallmentValues[],
  options?: EnqueueOptions,
) {
  return enqueueAction(
    updateProposalBatchesAction,
    {
      entityId: proposal.id,
      baseVersion: proposal.version,
      payload: { proposalId: proposal.id, grantId: proposal.grant_id, title: proposal.title, installments },
    },
    options,
  );
}
