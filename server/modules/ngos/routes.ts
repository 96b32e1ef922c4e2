import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { ngoContactSchema, ngoDueDiligenceSchema, ngoListQuerySchema, ngoPageSchema, ngoSchema } from '#contract/ngos';
import { dueDiligenceReviewInputSchema } from '#contract/partner-due-diligence';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { actionHeadersSchema, performAction } from '../../platform/idempotency';
import { inviteOrganisationSchema, invitedOrganisationSchema } from '#contract/partner-organisation';
import { inviteOrganisation } from './invite';
import { ngoById, ngoContacts, ngoDueDiligences, ngosPage, reviewNgoDueDiligence } from './service';

const tags = ['Organisations'];
const documentParams = z.object({ id: z.coerce.number().int().positive(), documentId: z.coerce.number().int().positive() });

/**
 * ngo (spec section 7): the partner organisations that applied to the funder's grants or that it invited, read-only
 * but for the invitation and the review of their papers (manage_grants). Open to all the funder's staff; the
 * organisations keep their profile and papers in their own portal.
 */
export const ngoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const read = { access: { entity: 'ngo' } } as const;

  app.get(apiPaths.ngos.list, { config: { access: 'staff' }, schema: { tags, querystring: ngoListQuerySchema, response: { 200: ngoPageSchema } } }, (request) =>
    ngosPage(portal, signedIn(request), request.query),
  );
  // manage_grants: inviting an organisation is inviting it to answer grants (docs/decisions/192-organisation-registration.md).
  app.post(
    apiPaths.ngos.invite,
    { config: { access: { permission: 'manage_grants' } }, schema: { tags, body: inviteOrganisationSchema, response: { 200: invitedOrganisationSchema } } },
    (request) => inviteOrganisation(portal, signedIn(request), request.body, request.log),
  );
  app.get('/ngo/:id', { config: read, schema: { tags, params: idParam, response: { 200: ngoSchema } } }, (request) =>
    ngoById(portal, signedIn(request), request.params.id),
  );
  app.get('/ngo/:id/Contacts', { config: read, schema: { tags, params: idParam, response: { 200: z.array(ngoContactSchema) } } }, (request) =>
    ngoContacts(portal, signedIn(request), request.params.id),
  );
  app.get('/ngo/:id/due-diligences', { config: read, schema: { tags, params: idParam, response: { 200: z.array(ngoDueDiligenceSchema) } } }, (request) =>
    ngoDueDiligences(portal, signedIn(request), request.params.id),
  );
  app.put(
    '/ngo/:id/due-diligences/:documentId/Review',
    {
      config: { access: { permission: 'manage_grants', entity: 'ngo' } },
      schema: {
        tags,
        headers: actionHeadersSchema,
        params: documentParams,
        body: dueDiligenceReviewInputSchema,
        response: { 200: ngoDueDiligenceSchema },
        description:
          'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key. Needs manage_grants. The caller’s funder accepts ' +
          'the document or returns it with a comment (required); other funders’ reviews are their own (docs/decisions/197-due-diligence-reviews.md).',
      },
    },
    (request, reply) =>
      performAction(request, reply, (trx) => reviewNgoDueDiligence(trx, signedIn(request), request.params.id, request.params.documentId, request.body)),
  );
};
