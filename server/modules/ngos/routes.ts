import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { ngoContactSchema, ngoDueDiligenceSchema, ngoListQuerySchema, ngoPageSchema, ngoSchema } from '#contract/ngos';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { inviteOrganisationSchema, invitedOrganisationSchema } from '#contract/partner-organisation';
import { inviteOrganisation } from './invite';
import { ngoById, ngoContacts, ngoDueDiligences, ngosPage } from './service';

const tags = ['Organisations'];

/**
 * ngo (spec section 7): the partner organisations that applied to the funder's grants or that it invited, read-only
 * but for the invitation. Open to all the funder's staff; the organisations keep their profile and papers in their
 * own portal.
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
};
