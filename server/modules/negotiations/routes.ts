import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  grantNegotiationPageSchema,
  grantNegotiationsQuerySchema,
  negotiationCommentSchema,
  negotiationInputSchema,
  negotiationListQuerySchema,
  negotiationUpdateSchema,
} from '#contract/proposals';
import { deletedResponseSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { addComment, editComment, grantComments, proposalComments, removeComment } from './service';

const tags = ['Negotiations'];
const commentParams = idParam.extend({ commentId: z.coerce.number().int().positive() });
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid); If-Match is not needed. ' +
  'Answers 409 unless the proposal is under negotiation, 403 unless the caller is in charge (and, to edit or delete, the author).';

/**
 * DonorGrant/Proposals/{id}/Negotiations (spec section 7): the negotiation drawer's comments; and
 * DonorGrant/{id}/ProposalNegotiations, the same comments across one grant's proposals, a page at a time.
 */
export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const read = { access: { entity: 'proposal' } } as const;
  const write = { access: { permission: 'manage_grants', entity: 'proposal', inCharge: true } } as const;
  const headers = actionHeadersSchema;
  const description = ACTION_NOTE;
  const list = '/DonorGrant/Proposals/:id/Negotiations';
  scheduleAnswerPurge(app);

  app.get(
    list,
    { config: read, schema: { tags, params: idParam, querystring: negotiationListQuerySchema, response: { 200: z.array(negotiationCommentSchema) } } },
    (request) => proposalComments(portal, signedIn(request), request.params.id, request.query.page_id),
  );
  app.get(
    '/DonorGrant/:id/ProposalNegotiations',
    { config: { access: { entity: 'grant' } }, schema: { tags, params: idParam, querystring: grantNegotiationsQuerySchema, response: { 200: grantNegotiationPageSchema } } },
    (request) => grantComments(portal, signedIn(request), request.params.id, request.query),
  );
  app.post(
    list,
    { config: write, schema: { tags, description, headers, params: idParam, body: negotiationInputSchema, response: { 200: negotiationCommentSchema } } },
    (request, reply) => performAction(request, reply, (trx) => addComment(trx, signedIn(request), request.params.id, request.body)),
  );
  app.put(
    `${list}/:commentId`,
    { config: write, schema: { tags, description, headers, params: commentParams, body: negotiationUpdateSchema, response: { 200: negotiationCommentSchema } } },
    (request, reply) =>
      performAction(request, reply, (trx) => editComment(trx, signedIn(request), request.params.id, request.params.commentId, request.body)),
  );
  app.delete(
    `${list}/:commentId`,
    { config: write, schema: { tags, description, headers, params: commentParams, response: { 200: deletedResponseSchema } } },
    (request, reply) => performAction(request, reply, (trx) => removeComment(trx, signedIn(request), request.params.id, request.params.commentId)),
  );
};
