import { msg } from '@lingui/core/macro';
import { partnerPaths } from '#contract/partner';
import type { PartnerCall, PartnerProposal, PartnerProposalCreate } from '#contract/partner-proposals';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { PARTNER_PROPOSAL_ENTITY, storePartnerProposalAnswer } from './partner-proposal-cache';
import { partnerCallKeys, partnerProposalKeys } from './partner-proposal-keys';

export type ApplyPayload = { grantId: number; grantTitle: string };

/**
 * POST PartnerProposal { grant_id }: "Apply" starts the organisation's draft on a call. The answer (the draft) goes
 * in the cache and on the call, whose page then offers "Open my proposal".
 */
export const applyToCallAction = defineOutboxAction<ApplyPayload, PartnerProposal>({
  type: 'partner-proposal.create',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'POST', path: partnerPaths.proposals.list, json: { grant_id: payload.grantId } satisfies PartnerProposalCreate }),
  onSuccess: (queryClient, answer, record) => {
    storePartnerProposalAnswer(queryClient, answer);
    queryClient.setQueryData<PartnerCall>(partnerCallKeys.detail(record.payload.grantId), (call) =>
      call ? { ...call, proposal: { id: answer.id, status: answer.status } } : call,
    );
  },
  versionOf: () => null,
  invalidates: (payload) => [partnerCallKeys.all, partnerProposalKeys.lists(), partnerCallKeys.detail(payload.grantId)],
  describe: (payload) => msg`Apply to “${payload.grantTitle}”`,
});

export function queueApplyToCall(call: Pick<PartnerCall, 'id' | 'title'>) {
  return enqueueAction(applyToCallAction, { entityId: null, baseVersion: null, payload: { grantId: call.id, grantTitle: call.title } });
}
