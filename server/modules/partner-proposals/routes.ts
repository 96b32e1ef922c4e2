import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGREEMENT_MAX_BYTES } from '#contract/constants';
import { partnerPaths } from '#contract/partner';
import {
  partnerCallListQuerySchema,
  partnerCallPageSchema,
  partnerCallSchema,
  partnerDueDiligenceLinksSchema,
  partnerProposalCreateSchema,
  partnerProposalDueDiligenceSchema,
  partnerProposalHeaderSchema,
  partnerProposalListQuerySchema,
  partnerProposalListSchema,
  partnerProposalSchema,
  partnerReplyInputSchema,
  partnerRisksInputSchema,
  partnerRisksSchema,
  PROPOSAL_DOCUMENT_FILE_FIELD,
  PROPOSAL_DOCUMENT_TITLE_FIELD,
} from '#contract/partner-proposals';
import { negotiationCommentSchema, negotiationListQuerySchema, PROPOSAL_SECTION_NAMES, PROPOSAL_SECTIONS, proposalDocumentSchema } from '#contract/proposals';
import { idParam } from '#contract/validation';
import { signedInPartner } from '../../platform/auth';
import { readDocumentForm } from '../../platform/documents';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { isListSection } from '../proposals/service';
import {
  addDocument,
  applyToGrant,
  linkDueDiligences,
  removeDocument,
  replyInNegotiation,
  saveRisks,
  saveSection,
  submitProposal,
  updateHeader,
} from './actions';
import { partnerCall, partnerCallsPage } from './calls';
import { scheduleDeadlineReminders } from './deadline-reminders';
import {
  loadPartnerProposal,
  partnerDocuments,
  partnerDueDiligences,
  partnerNegotiations,
  partnerProposalsPage,
  partnerRisks,
  partnerSection,
} from './service';

const tags = ['Partner proposals'];
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid) and If-Match (the proposal version). ' +
  'Answers the proposal as it now is; 412 { Message, current } on a stale version, 409 unless the proposal is a draft or under negotiation.';
const grantParam = z.object({ grantId: z.coerce.number().int().positive() });
const documentParams = z.object({ id: z.coerce.number().int().positive(), documentId: z.coerce.number().int().positive() });

/** The organisation's side of grants and proposals (issue 13 items 4–6): open calls, writing, submitting, replying. */
export const partnerProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const partner = { access: 'partner' } as const;
  const own = { access: { partner: 'member', entity: 'proposal' } } as const;
  const admin = { access: { partner: 'admin', entity: 'proposal' } } as const;
  const headers = actionHeadersSchema;
  const description = ACTION_NOTE;
  const changed = { 200: partnerProposalSchema };
  scheduleAnswerPurge(app);
  scheduleDeadlineReminders(app);

  // Open calls.
  app.get(partnerPaths.calls.list, { config: partner, schema: { tags, querystring: partnerCallListQuerySchema, response: { 200: partnerCallPageSchema } } }, (request) =>
    partnerCallsPage(portal, signedInPartner(request), request.query),
  );
  app.get('/PartnerCall/:grantId', { config: partner, schema: { tags, params: grantParam, response: { 200: partnerCallSchema } } }, (request) =>
    partnerCall(portal, signedInPartner(request), request.params.grantId),
  );

  // The organisation's proposals.
  app.get(
    partnerPaths.proposals.list,
    { config: partner, schema: { tags, querystring: partnerProposalListQuerySchema, response: { 200: partnerProposalListSchema } } },
    (request) => partnerProposalsPage(portal, signedInPartner(request), request.query),
  );
  app.post(
    partnerPaths.proposals.list,
    {
      config: partner,
      schema: {
        tags,
        headers,
        body: partnerProposalCreateSchema,
        response: changed,
        description: 'Apply: a draft on an open call. 404 for a grant that is not published, 409 deadlinePassed, 409 alreadyApplied.',
      },
    },
    (request, reply) => performAction(request, reply, (trx) => applyToGrant(trx, signedInPartner(request), request.body.grant_id)),
  );
  app.get('/PartnerProposal/:id', { config: own, schema: { tags, params: idParam, response: changed } }, (request) =>
    loadPartnerProposal(portal.db, signedInPartner(request), request.params.id),
  );
  app.put('/PartnerProposal/:id', { config: own, schema: { tags, description, headers, params: idParam, body: partnerProposalHeaderSchema, response: changed } }, (request, reply) =>
    performAction(request, reply, (trx, action) => updateHeader(trx, signedInPartner(request), request.params.id, request.body, action)),
  );

  // One fixed route per section, as on the funder's side (decision 120): GET answers null (a list, []) until written.
  for (const name of PROPOSAL_SECTION_NAMES) {
    const schema = PROPOSAL_SECTIONS[name];
    app.get(`/PartnerProposal/:id/${name}`, { config: own, schema: { tags, params: idParam, response: { 200: isListSection(name) ? schema : schema.nullable() } } }, (request) =>
      partnerSection(portal, signedInPartner(request), request.params.id, name),
    );
    app.put(`/PartnerProposal/:id/${name}`, { config: own, schema: { tags, description, headers, params: idParam, body: schema, response: changed } }, (request, reply) =>
      performAction(request, reply, (trx, action) => saveSection(trx, signedInPartner(request), request.params.id, name, request.body, action)),
    );
  }

  app.get('/PartnerProposal/:id/RisksAnalysis', { config: own, schema: { tags, params: idParam, response: { 200: partnerRisksSchema } } }, (request) =>
    partnerRisks(portal, signedInPartner(request), request.params.id),
  );
  app.put(
    '/PartnerProposal/:id/RisksAnalysis',
    { config: own, schema: { tags, description, headers, params: idParam, body: partnerRisksInputSchema, response: changed } },
    (request, reply) => performAction(request, reply, (trx, action) => saveRisks(trx, signedInPartner(request), request.params.id, request.body.risks, action)),
  );

  app.get(
    '/PartnerProposal/:id/DueDiligence',
    { config: own, schema: { tags, params: idParam, response: { 200: z.array(partnerProposalDueDiligenceSchema) } } },
    (request) => partnerDueDiligences(portal, signedInPartner(request), request.params.id),
  );
  app.put(
    '/PartnerProposal/:id/DueDiligence',
    { config: own, schema: { tags, description, headers, params: idParam, body: partnerDueDiligenceLinksSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => linkDueDiligences(trx, signedInPartner(request), request.params.id, request.body.links, action)),
  );

  app.get('/PartnerProposal/:id/Documents', { config: own, schema: { tags, params: idParam, response: { 200: z.array(proposalDocumentSchema) } } }, (request) =>
    partnerDocuments(portal, signedInPartner(request), request.params.id),
  );
  app.post(
    '/PartnerProposal/:id/Documents',
    {
      config: own,
      schema: {
        tags,
        headers,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: changed,
        description:
          `${ACTION_NOTE} Multipart: \`${PROPOSAL_DOCUMENT_FILE_FIELD}\` (PDF, DOCX, PNG or JPEG, at most ${AGREEMENT_MAX_BYTES} bytes) ` +
          `and \`${PROPOSAL_DOCUMENT_TITLE_FIELD}\`.`,
      },
    },
    async (request, reply) => {
      // The whole form is read first; the file is only written by the action, last.
      const form = await readDocumentForm(request, PROPOSAL_DOCUMENT_FILE_FIELD, [PROPOSAL_DOCUMENT_TITLE_FIELD]);
      return performAction(request, reply, (trx, action) =>
        addDocument(trx, signedInPartner(request), portal.files, request.params.id, { file: form.file, title: form.fields.title }, action),
      );
    },
  );
  app.delete(
    '/PartnerProposal/:id/Documents/:documentId',
    { config: own, schema: { tags, description, headers, params: documentParams, response: changed } },
    (request, reply) => performAction(request, reply, (trx, action) => removeDocument(trx, signedInPartner(request), request.params.id, request.params.documentId, action)),
  );

  app.post(
    '/PartnerProposal/:id/Submit',
    {
      config: admin,
      schema: {
        tags,
        headers,
        params: idParam,
        response: changed,
        description: `${ACTION_NOTE} The organisation's admin submits a complete draft by the deadline (409 deadlinePassed, proposalIncomplete), or resubmits one under negotiation.`,
      },
    },
    (request, reply) => performAction(request, reply, (trx, action) => submitProposal(trx, signedInPartner(request), request.params.id, action)),
  );

  app.get(
    '/PartnerProposal/:id/Negotiations',
    { config: own, schema: { tags, params: idParam, querystring: negotiationListQuerySchema, response: { 200: z.array(negotiationCommentSchema) } } },
    (request) => partnerNegotiations(portal, signedInPartner(request), request.params.id, request.query.page_id),
  );
  app.post(
    '/PartnerProposal/:id/Negotiations',
    {
      config: own,
      schema: {
        tags,
        headers,
        params: idParam,
        body: partnerReplyInputSchema,
        response: { 200: negotiationCommentSchema },
        description: 'A reply pinned to a page while the proposal is under negotiation (409 otherwise); optional Idempotency-Key.',
      },
    },
    (request, reply) => performAction(request, reply, (trx) => replyInNegotiation(trx, signedInPartner(request), request.params.id, request.body)),
  );
};
