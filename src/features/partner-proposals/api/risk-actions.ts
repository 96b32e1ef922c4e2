import { msg } from '@lingui/core/macro';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { partnerPaths } from '#contract/partner';
import { partnerRisksSchema, type PartnerProposal } from '#contract/partner-proposals';
import type { Risk } from '#contract/proposals';
import { api } from '@/lib/http';
import { defineOutboxAction, enqueueAction, usePendingRecords, type OutboxRecord } from '@/offline/outbox';
import {
  PARTNER_PROPOSAL_ENTITY,
  partnerProposalQueriesOf,
  storePartnerProposalAnswer,
  summarizePartnerProposal,
  versionOfPartnerProposal,
} from './partner-proposal-cache';
import { partnerProposalKeys } from './partner-proposal-keys';

const risksKey = (proposalId: number) => [...partnerProposalKeys.detail(proposalId), 'risks'] as const;

/** GET PartnerProposal/{id}/RisksAnalysis: the register, each risk with its score and level. */
export const partnerRisksQuery = (proposalId: number) =>
  queryOptions({
    queryKey: risksKey(proposalId),
    queryFn: async ({ signal }) => partnerRisksSchema.parse(await api<unknown>(partnerPaths.proposals.risks(proposalId), { signal })),
  });

export type RisksSavePayload = { proposalId: number; title: string; risks: Risk[] };

/**
 * PUT PartnerProposal/{id}/RisksAnalysis with the whole register (If-Match: the proposal's version). The server
 * takes each risk's text and ratings and works out its score and level again; the answer is the proposal.
 */
export const saveRisksAction = defineOutboxAction<RisksSavePayload, PartnerProposal>({
  type: 'partner-proposal.risks',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'PUT', path: partnerPaths.proposals.risks(payload.proposalId), json: { risks: payload.risks } }),
  onSuccess: (queryClient, answer, record) => {
    storePartnerProposalAnswer(queryClient, answer);
    queryClient.setQueryData(risksKey(record.payload.proposalId), record.payload.risks);
  },
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => [risksKey(payload.proposalId), ...partnerProposalQueriesOf(payload.proposalId)],
  describe: (payload) => msg`Save the risk analysis of the proposal “${payload.title}”`,
  summarize: summarizePartnerProposal,
});

function isRisksSave(record: OutboxRecord): record is OutboxRecord<RisksSavePayload> {
  return record.type === saveRisksAction.type;
}

/** The register as the organisation sees it: the last save still waiting in the outbox, else the server's. */
export function useRisks(proposalId: number): Risk[] {
  const { data } = useSuspenseQuery(partnerRisksQuery(proposalId));
  const pending = usePendingRecords(PARTNER_PROPOSAL_ENTITY, proposalId);
  return useMemo(() => pending.filter(isRisksSave).at(-1)?.payload.risks ?? data, [data, pending]);
}

/** Queues the whole register of `proposal` (as displayed: its version is the one the user edited). */
export function useRisksSave(proposal: Pick<PartnerProposal, 'id' | 'version' | 'title'>): (risks: Risk[]) => Promise<OutboxRecord> {
  const { id, version, title } = proposal;
  return useCallback(
    (risks: Risk[]) => enqueueAction(saveRisksAction, { entityId: id, baseVersion: version, payload: { proposalId: id, title, risks } }),
    [id, version, title],
  );
}
