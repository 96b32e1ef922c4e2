import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partnerPaths } from '#contract/partner';
import type { PartnerReplyInput } from '#contract/partner-proposals';
import type { NegotiationComment } from '#contract/proposals';
import { api } from '@/lib/http';
import { defineOutboxAction, enqueueAction, usePendingRecords, type OutboxRecord } from '@/offline/outbox';
import { PARTNER_PROPOSAL_ENTITY } from './partner-proposal-cache';
import { partnerProposalKeys } from './partner-proposal-keys';

/** The negotiation comments pinned to one page of the proposal (the funder's and the organisation's replies). */
export const partnerNegotiationsQuery = (proposalId: number, pageId: number) =>
  queryOptions({
    queryKey: partnerProposalKeys.negotiations(proposalId, pageId),
    queryFn: ({ signal }) => api<NegotiationComment[]>(partnerPaths.proposals.negotiations(proposalId), { query: { page_id: pageId }, signal }),
  });

export type ReplyPayload = { proposalId: number; pageId: number; content: string; writtenAt: string };

const EXCERPT_LENGTH = 60;
function excerpt(content: string): string {
  return content.length > EXCERPT_LENGTH ? `${content.slice(0, EXCERPT_LENGTH)}…` : content;
}

/**
 * POST PartnerProposal/{id}/Negotiations: the organisation's reply on a page, queued so a reply written offline
 * shows at once and is sent on reconnect. Replies carry no version: the server checks the proposal is under
 * negotiation.
 */
export const replyToNegotiationAction = defineOutboxAction<ReplyPayload, NegotiationComment>({
  type: 'partner-proposal.reply',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({
    method: 'POST',
    path: partnerPaths.proposals.negotiations(payload.proposalId),
    json: { page_id: payload.pageId, content: payload.content } satisfies PartnerReplyInput,
  }),
  versionOf: () => null,
  invalidates: (payload) => [partnerProposalKeys.negotiations(payload.proposalId, payload.pageId)],
  describe: (payload) => msg`Reply “${excerpt(payload.content)}”`,
});

export function queueReply(proposalId: number, pageId: number, content: string): Promise<OutboxRecord> {
  return enqueueAction(replyToNegotiationAction, {
    entityId: proposalId,
    baseVersion: null,
    payload: { proposalId, pageId, content, writtenAt: new Date().toISOString() },
  });
}

function isReplyOn(record: OutboxRecord, pageId: number): record is OutboxRecord<ReplyPayload> {
  return record.type === replyToNegotiationAction.type && (record.payload as ReplyPayload).pageId === pageId;
}

/** The page's comments as the server has them, and the replies still waiting in the outbox (shown as pending). */
export function usePageNegotiation(proposalId: number, pageId: number, enabled: boolean) {
  const query = useQuery({ ...partnerNegotiationsQuery(proposalId, pageId), enabled });
  const pending = usePendingRecords(PARTNER_PROPOSAL_ENTITY, proposalId);
  const waiting = useMemo(() => pending.filter((record) => isReplyOn(record, pageId)).map((record) => record.payload), [pending, pageId]);
  return { comments: query.data ?? [], waiting, isLoading: query.isLoading };
}
