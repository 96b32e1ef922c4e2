import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { programOptionSchema } from '#contract/programs';
import {
  countrySchema,
  currencySchema,
  dueDiligenceListQuerySchema,
  dueDiligencePageSchema,
  dueDiligenceTypeSchema,
  namedItemInputSchema,
  namedItemSchema,
  programDefaultsSchema,
} from '#contract/reference';
import { deletedResponseSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { answerCacheable } from './cacheable-answer';
import {
  createDueDiligenceType,
  dueDiligencePage,
  dueDiligenceTypes,
  removeDueDiligenceType,
  updateDueDiligenceType,
} from './due-diligence-service';
import { countries, currencies, fundingTypes, programDefaults, programOptions } from './service';

const tags = ['Reference data'];

/**
 * The reference lists of spec section 7 (every signed-in staff member reads them; each answers an ETag and 304s
 * when unchanged) and the due-diligence types of the settings page (manage_settings reads the paged list and writes).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const r = apiPaths.reference;
  const staff = { access: 'staff' } as const;
  const settings = { access: { permission: 'manage_settings' } } as const;
  const oneType = { access: { permission: 'manage_settings', entity: 'dueDiligenceType' } } as const;

  app.get(r.currencies, { config: staff, schema: { tags, response: { 200: z.array(currencySchema) } } }, async (request, reply) =>
    answerCacheable(request, reply, await currencies(portal)),
  );

  // Public: the organisations' registration page (and the partner side) choose a country before or without a staff
  // token; a list of country names tells nothing about any funder (docs/decisions/192-organisation-registration.md).
  app.get(r.countries, { config: { access: 'public' }, schema: { tags, response: { 200: z.array(countrySchema) } } }, async (request, reply) =>
    answerCacheable(request, reply, await countries(portal)),
  );

  app.get(r.fundingTypes, { config: staff, schema: { tags, response: { 200: z.array(namedItemSchema) } } }, async (request, reply) =>
    answerCacheable(request, reply, await fundingTypes(portal, signedIn(request))),
  );

  app.get(r.programOptions, { config: staff, schema: { tags, response: { 200: z.array(programOptionSchema) } } }, async (request, reply) =>
    answerCacheable(request, reply, await programOptions(portal, signedIn(request))),
  );

  app.get(r.programDefaults, { config: staff, schema: { tags, response: { 200: programDefaultsSchema } } }, async (request, reply) =>
    answerCacheable(request, reply, await programDefaults(portal, signedIn(request))),
  );

  app.get(r.dueDiligence, { config: staff, schema: { tags, response: { 200: z.array(namedItemSchema) } } }, async (request, reply) =>
    answerCacheable(request, reply, await dueDiligenceTypes(portal, signedIn(request))),
  );

  app.get(
    r.dueDiligencePaged,
    { config: settings, schema: { tags, querystring: dueDiligenceListQuerySchema, response: { 200: dueDiligencePageSchema } } },
    (request) => dueDiligencePage(portal, signedIn(request), request.query),
  );

  app.post(r.dueDiligence, { config: settings, schema: { tags, body: namedItemInputSchema, response: { 200: dueDiligenceTypeSchema } } }, (request) =>
    createDueDiligenceType(portal, signedIn(request), request.body),
  );

  app.put(
    '/DueDiligence/:id',
    { config: oneType, schema: { tags, params: idParam, body: namedItemInputSchema, response: { 200: dueDiligenceTypeSchema } } },
    (request) => updateDueDiligenceType(portal, signedIn(request), request.params.id, request.body),
  );

  app.delete('/DueDiligence/:id', { config: oneType, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } }, (request) =>
    removeDueDiligenceType(portal, signedIn(request), request.params.id),
  );
};
