import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { partnerPaths } from '#contract/partner';
import type { PartnerProposal } from '#contract/partner-proposals';
import type { ProposalSection, ProposalSectionName } from '#contract/proposals';
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
import { SECTION_LABELS } from './section-labels';

/** A page the organisation has not written yet answers null (a list section answers []). */
export const partnerSectionQuery = <Name extends ProposalSectionName>(proposalId: number, name: Name) =>
  queryOptions({
    queryKey: partnerProposalKeys.section(proposalId, name),
    queryFn: ({ signal }) => api<ProposalSection<Name> | null>(partnerPaths.proposals.section(proposalId, name), { signal }),
  });

export type SectionSavePayload<Name extends ProposalSectionName = ProposalSectionName> = {
  proposalId: number;
  name: Name;
  content: ProposalSection<Name>;
};

/**
 * PUT PartnerProposal/{id}/{Section}: the whole section document, validated by the server with the same schema
 * (contract PROPOSAL_SECTIONS), against the proposal's version (If-Match). The answer is the proposal with its new
 * version and completeness; the section's cache takes what was sent, which is what the server stored.
 */
export const saveSectionAction = defineOutboxAction<SectionSavePayload, PartnerProposal>({
  type: 'partner-proposal.section',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'PUT', path: partnerPaths.proposals.section(payload.proposalId, payload.name), json: payload.content }),
  onSuccess: (queryClient, answer, record) => {
    storePartnerProposalAnswer(queryClient, answer);
    queryClient.setQueryData(partnerProposalKeys.section(record.payload.proposalId, record.payload.name), record.payload.content);
  },
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => [partnerProposalKeys.section(payload.proposalId, payload.name), ...partnerProposalQueriesOf(payload.proposalId)],
  describe: (payload) => msg`Save the proposal page “${i18n._(SECTION_LABELS[payload.name])}”`,
  summarize: summarizePartnerProposal,
});

function isSectionSave<Name extends ProposalSectionName>(record: OutboxRecord, name: Name): record is OutboxRecord<SectionSavePayload<Name>> {
  return record.type === saveSectionAction.type && (record.payload as SectionSavePayload).name === name;
}

/**
 * One section as the organisation sees it: the last save still waiting in the outbox (written offline, or not yet
 * answered), else the server's. So a page written offline and reloaded still shows what was typed.
 */
export function useSection<Name extends ProposalSectionName>(proposalId: number, name: Name): ProposalSection<Name> | null {
  const { data } = useSuspenseQuery(partnerSectionQuery(proposalId, name));
  const pending = usePendingRecords(PARTNER_PROPOSAL_ENTITY, proposalId);
  return useMemo(() => {
    const queued = pending.filter((record) => isSectionSave(record, name)).at(-1);
    return queued ? queued.payload.content : (data ?? null);
  }, [data, pending, name]);
}

/**
 * Saves one section of `proposal` (as displayed: its version is the one the user edited) through the outbox.
 * The returned promise is the queued record; give it to `useQueuedForm` to wait a moment for the server's answer
 * and show a refusal on the form's fields.
 */
export function useSectionSave<Name extends ProposalSectionName>(
  proposal: Pick<PartnerProposal, 'id' | 'version'>,
  name: Name,
): (content: ProposalSection<Name>) => Promise<OutboxRecord> {
  const { id, version } = proposal;
  return useCallback(
    (content: ProposalSection<Name>) =>
      enqueueAction(saveSectionAction, { entityId: id, baseVersion: version, payload: { proposalId: id, name, content } }),
    [id, version, name],
  );
}
