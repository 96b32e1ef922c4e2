import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { AGREEMENT_MAX_BYTES } from '#contract/constants';
import { userInChargeSchema, usersInChargeInputSchema } from '#contract/programs';
import {
  ACCEPT_BATCHES_FIELD,
  ACCEPT_FILE_FIELD,
  expenditureBatchSchema,
  PROPOSAL_SECTION_NAMES,
  PROPOSAL_SECTIONS,
  proposalActivitySchema,
  proposalChangesSchema,
  proposalDocumentSchema,
  proposalGrantProgramSchema,
  proposalDueDiligenceSchema,
  proposalListQuerySchema,
  proposalPageSchema,
  proposalSchema,
  riskSchema,
  riskStatsSchema,
  setBatchesInputSchema,
  setStatusQuerySchema,
} from '#contract/proposals';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { readAgreementForm } from '../../platform/documents';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { localeFromHeader } from '../../platform/locale';
import { acceptProposal, setProposalBatches, setProposalStatus, setProposalUsersInCharge } from './proposal-actions';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from './risk-export';
import { proposalRiskExport, proposalRisks, proposalRiskStats } from './risks-service';
import {
  grantProposalsPage,
  isListSection,
  proposalBatches,
  proposalActivities,
  proposalById,
  proposalChanges,
  proposalDocuments,
  proposalDueDiligences,
  proposalGrantPrograms,
  proposalSection,
  proposalsPage,
  proposalUsersInCharge,
} from './service';

const tags = ['Proposals'];
const grantProposalParams = z.object({ grantId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid) and If-Match (the proposal version). ' +
  'Answers 412 { Message, current } on a stale version, 409 in the wrong state, 403 unless the caller is in charge of the proposal or its grant.';


/**
 * DonorGrant/Proposals (spec section 7). Reads are open to all the funder's staff; every change needs manage_grants
 * and the caller among the users in charge of the proposal or of its grant (spec section 6).
 */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const staff = { access: 'staff' } as const;
  const read = { access: { entity: 'proposal' } } as const;
  const write = { access: { permission: 'manage_grants', entity: 'proposal', inCharge: true } } as const;
  const p = apiPaths.proposals;
  scheduleAnswerPurge(app);

  // Reads.
  app.get(p.list, { config: staff, schema: { tags, querystring: proposalListQuerySchema, response: { 200: proposalPageSchema } } }, (request) =>
    proposalsPage(portal, signedIn(request), request.query),
  );
  app.get(
    '/DonorGrant/:id/proposals',
    { config: { access: { entity: 'grant' } }, schema: { tags, params: idParam, querystring: proposalListQuerySchema, response: { 200: proposalPageSchema } } },
    (request) => grantProposalsPage(portal, signedIn(request), request.params.id, request.query),
  );
  app.get('/DonorGrant/Proposals/:id', { preSerialization: tagWithVersion, config: read, schema: { tags, params: idParam, response: { 200: proposalSchema } } }, (request) =>
    proposalById(portal, signedIn(request), request.params.id),
  );
  // One fixed route per section, each documented with its own schema; they cannot shadow the other fixed routes.
  // A page the organisation left empty answers null (a list, []): empty is not missing, so never a 404.
  for (const name of PROPOSAL_SECTION_NAMES) {
    const schema = PROPOSAL_SECTIONS[name];
    app.get(
      `/DonorGrant/Proposals/:id/${name}`,
      { config: read, schema: { tags, params: idParam, response: { 200: isListSection(name) ? schema : schema.nullable() } } },
      (request) => proposalSection(portal, signedIn(request), request.params.id, name),
    );
  }
  app.get('/DonorGrant/Proposals/:id/Documents', { config: read, schema: { tags, params: idParam, response: { 200: z.array(proposalDocumentSchema) } } }, (request) =>
    proposalDocuments(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorGrant/Proposals/:id/DueDiligence',
    { config: read, schema: { tags, params: idParam, response: { 200: z.array(proposalDueDiligenceSchema) } } },
    (request) => proposalDueDiligences(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/Proposals/:id/Activities', { config: read, schema: { tags, params: idParam, response: { 200: z.array(proposalActivitySchema) } } }, (request) =>
    proposalActivities(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorGrant/Proposals/:id/GrantPrograms',
    { config: read, schema: { tags, params: idParam, response: { 200: z.array(proposalGrantProgramSchema) } } },
    (request) => proposalGrantPrograms(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/Proposals/:id/RisksAnalysis', { config: read, schema: { tags, params: idParam, response: { 200: z.array(riskSchema) } } }, (request) =>
    proposalRisks(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/Proposals/:id/RisksAnalysis/stats', { config: read, schema: { tags, params: idParam, response: { 200: riskStatsSchema } } }, (request) =>
    proposalRiskStats(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorGrant/Proposals/:id/RisksAnalysis/export',
    {
      config: read,
      schema: {
        tags,
        params: idParam,
        produces: [XLSX_CONTENT_TYPE],
        description: 'The risk register as an .xlsx download (sheets Risks and Summary), in the language of Accept-Language (en or ar).',
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const { fileName, content } = await proposalRiskExport(portal, signedIn(request), request.params.id, locale);
      return reply.type(XLSX_CONTENT_TYPE).header('Content-Disposition', attachmentDisposition(fileName)).header('Cache-Control', 'no-store').send(content);
    },
  );
  app.get(
    '/DonorGrant/:grantId/Proposals/:id/UsersInCharge',
    { config: read, schema: { tags, params: grantProposalParams, response: { 200: z.array(userInChargeSchema) } } },
    (request) => proposalUsersInCharge(portal, signedIn(request), request.params.grantId, request.params.id),
  );
  app.get(
    '/DonorGrant/Proposals/:id/ExpenditureBatch',
    { config: read, schema: { tags, params: idParam, response: { 200: z.array(expenditureBatchSchema) } } },
    (request) => proposalBatches(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorGrant/Proposals/:id/Changes',
    {
      config: read,
      schema: {
        tags,
        params: idParam,
        response: { 200: proposalChangesSchema },
        description: 'The pages the organisation changed since negotiation began, each with the parts that differ (docs/decisions/185-changes-since-negotiation.md).',
      },
    },
    (request) => proposalChanges(portal, signedIn(request), request.params.id),
  );

  // Changes: each one an action, answering the proposal as it now is (the installments for PUT ExpenditureBatch).
  const changed = { 200: proposalSchema };
  const headers = actionHeadersSchema;
  const description = ACTION_NOTE;

  app.put(
    '/DonorGrant/:grantId/Proposals/:id/UsersInCharge',
    { config: write, schema: { tags, description, headers, params: grantProposalParams, body: usersInChargeInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        setProposalUsersInCharge(trx, signedIn(request), request.params.grantId, request.params.id, request.body, action),
      ),
  );
  app.post(
    '/DonorGrant/Proposals/:id/SetStatus',
    { config: write, schema: { tags, description, headers, params: idParam, querystring: setStatusQuerySchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => setProposalStatus(trx, signedIn(request), request.params.id, request.query.status, action)),
  );
  app.post(
    '/DonorGrant/Proposals/:id/Accept',
    {
      config: write,
      schema: {
        tags,
        headers,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: changed,
        description:
          `${ACTION_NOTE} Multipart: \`${ACCEPT_FILE_FIELD}\` is the signed agreement (PDF, DOCX, PNG or JPEG, at most ` +
          `${AGREEMENT_MAX_BYTES} bytes) and \`${ACCEPT_BATCHES_FIELD}\` the installments as JSON text ([{ title, percent }], totalling 100).`,
      },
    },
    async (request, reply) => {
      // The whole form is read first (the stream must be consumed either way); the file is only written by the action.
      const form = await readAgreementForm(request);
      return performAction(request, reply, (trx, action) => acceptProposal(trx, signedIn(request), portal.files, request.params.id, form, action));
    },
  );
  app.put(
    '/DonorGrant/Proposals/:id/ExpenditureBatch',
    {
      config: write,
      schema: { tags, description, headers, params: idParam, body: setBatchesInputSchema, response: { 200: z.array(expenditureBatchSchema) } },
    },
    (request, reply) =>
      performAction(request, reply, (trx, action) => setProposalBatches(trx, signedIn(request), request.params.id, request.body.batches, action)),
  );
};
