import { msg } from '@lingui/core/macro';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import { partnerProposalDueDiligenceSchema, type PartnerDueDiligenceLinks, type PartnerProposal } from '#contract/partner-proposals';
import { api } from '@/lib/http';
import { defineOutboxAction, enqueueAction, type OutboxRecord } from '@/offline/outbox';
import { libraryDocumentSchema } from './library-document';
import {
  PARTNER_PROPOSAL_ENTITY,
  partnerProposalQueriesOf,
  storePartnerProposalAnswer,
  summarizePartnerProposal,
  versionOfPartnerProposal,
} from './partner-proposal-cache';
import { partnerProposalKeys } from './partner-proposal-keys';

const dueDiligencesKey = (proposalId: number) => [...partnerProposalKeys.detail(proposalId), 'due-diligences'] as const;
/** The organisation's library is the organisation's, not the proposal's: other pages and the organisation's page share it. */
const libraryKey = ['partner-organisation', 'due-diligences'] as const;

/** GET PartnerProposal/{id}/DueDiligence: each due diligence the grant requires, with the library document attached. */
export const proposalDueDiligencesQuery = (proposalId: number) =>
  queryOptions({
    queryKey: dueDiligencesKey(proposalId),
    queryFn: async ({ signal }) =>
      z.array(partnerProposalDueDiligenceSchema).parse(await api<unknown>(partnerPaths.proposals.dueDiligence(proposalId), { signal })),
  });

/** GET PartnerOrganisation/DueDiligence: the organisation's eligibility library, read with the fields the picker needs. */
export const dueDiligenceLibraryQuery = () =>
  queryOptions({
    queryKey: libraryKey,
    queryFn: async ({ signal }) => z.array(libraryDocumentSchema).parse(await api<unknown>(partnerPaths.organisation.dueDiligences, { signal })),
  });

export function useDueDiligenceData(proposalId: number) {
  const { data: required } = useSuspenseQuery(proposalDueDiligencesQuery(proposalId));
  const { data: library } = useSuspenseQuery(dueDiligenceLibraryQuery());
  return { required, library };
}

export type DueDiligenceLinksPayload = { proposalId: number; title: string } & PartnerDueDiligenceLinks;

/** PUT PartnerProposal/{id}/DueDiligence: the whole set of links (a due diligence left out is detached); the answer is the proposal. */
export const saveDueDiligenceLinksAction = defineOutboxAction<DueDiligenceLinksPayload, PartnerProposal>({
  type: 'partner-proposal.due-diligences',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'PUT', path: partnerPaths.proposals.dueDiligence(payload.proposalId), json: { links: payload.links } }),
  onSuccess: (queryClient, answer) => storePartnerProposalAnswer(queryClient, answer),
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => [dueDiligencesKey(payload.proposalId), ...partnerProposalQueriesOf(payload.proposalId)],
  describe: (payload) => msg`Attach the due diligences of the proposal “${payload.title}”`,
  summarize: summarizePartnerProposal,
});

export function useDueDiligenceLinksSave(
  proposal: Pick<PartnerProposal, 'id' | 'version' | 'title'>,
): (links: PartnerDueDiligenceLinks['links']) => Promise<OutboxRecord> {
  const { id, version, title } = proposal;
  return useCallback(
    (links: PartnerDueDiligenceLinks['links']) =>
      enqueueAction(saveDueDiligenceLinksAction, { entityId: id, baseVersion: version, payload: { proposalId: id, title, links } }),
    [id, version, title],
  );
}
