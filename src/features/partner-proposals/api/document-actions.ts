import { msg } from '@lingui/core/macro';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import { PROPOSAL_DOCUMENT_FILE_FIELD, PROPOSAL_DOCUMENT_TITLE_FIELD, type PartnerProposal } from '#contract/partner-proposals';
import { proposalDocumentSchema } from '#contract/proposals';
import { api } from '@/lib/http';
import { defineOutboxAction, enqueueAction, type OutboxRequest } from '@/offline/outbox';
import {
  PARTNER_PROPOSAL_ENTITY,
  partnerProposalQueriesOf,
  storePartnerProposalAnswer,
  summarizePartnerProposal,
  versionOfPartnerProposal,
} from './partner-proposal-cache';
import { partnerProposalKeys } from './partner-proposal-keys';

const documentsKey = (proposalId: number) => [...partnerProposalKeys.detail(proposalId), 'documents'] as const;

/** GET PartnerProposal/{id}/Documents: the files the organisation attached (private: opened through a signed address). */
export const partnerDocumentsQuery = (proposalId: number) =>
  queryOptions({
    queryKey: documentsKey(proposalId),
    queryFn: async ({ signal }) => z.array(proposalDocumentSchema).parse(await api<unknown>(partnerPaths.proposals.documents(proposalId), { signal })),
  });

export function usePartnerDocuments(proposalId: number) {
  return useSuspenseQuery(partnerDocumentsQuery(proposalId)).data;
}

export type DocumentUploadPayload = { proposalId: number; proposalTitle: string; title: string; file: File; fileName: string };

/**
 * The multipart body of POST PartnerProposal/{id}/Documents, built at send time from the queued payload: an upload
 * queued offline sends the file IndexedDB kept with it.
 */
export function documentUploadRequest(payload: DocumentUploadPayload): OutboxRequest {
  const form = new FormData();
  form.append(PROPOSAL_DOCUMENT_TITLE_FIELD, payload.title);
  form.append(PROPOSAL_DOCUMENT_FILE_FIELD, payload.file, payload.fileName);
  return { method: 'POST', path: partnerPaths.proposals.documents(payload.proposalId), form };
}

export const uploadDocumentAction = defineOutboxAction<DocumentUploadPayload, unknown>({
  type: 'partner-proposal.document-upload',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: documentUploadRequest,
  onSuccess: (queryClient, answer) => storePartnerProposalAnswer(queryClient, answer),
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => [documentsKey(payload.proposalId), ...partnerProposalQueriesOf(payload.proposalId)],
  describe: (payload) => msg`Upload the document “${payload.title}” (${payload.fileName}) to the proposal “${payload.proposalTitle}”`,
  summarize: summarizePartnerProposal,
});

export function queueDocumentUpload(proposal: Pick<PartnerProposal, 'id' | 'version' | 'title'>, title: string, file: File) {
  return enqueueAction(uploadDocumentAction, {
    entityId: proposal.id,
    baseVersion: proposal.version,
    payload: { proposalId: proposal.id, proposalTitle: proposal.title, title, file, fileName: file.name },
  });
}

export type DocumentDeletePayload = { proposalId: number; proposalTitle: string; documentId: number; title: string };

export const deleteDocumentAction = defineOutboxAction<DocumentDeletePayload, unknown>({
  type: 'partner-proposal.document-delete',
  entity: PARTNER_PROPOSAL_ENTITY,
  request: (payload) => ({ method: 'DELETE', path: partnerPaths.proposals.document(payload.proposalId, payload.documentId) }),
  onSuccess: (queryClient, answer) => storePartnerProposalAnswer(queryClient, answer),
  versionOf: versionOfPartnerProposal,
  invalidates: (payload) => [documentsKey(payload.proposalId), ...partnerProposalQueriesOf(payload.proposalId)],
  describe: (payload) => msg`Delete the document “${payload.title}” of the proposal “${payload.proposalTitle}”`,
  summarize: summarizePartnerProposal,
});

export function queueDocumentDelete(proposal: Pick<PartnerProposal, 'id' | 'version' | 'title'>, document: { id: number; title: string }) {
  return enqueueAction(deleteDocumentAction, {
    entityId: proposal.id,
    baseVersion: proposal.version,
    payload: { proposalId: proposal.id, proposalTitle: proposal.title, documentId: document.id, title: document.title },
  });
}
