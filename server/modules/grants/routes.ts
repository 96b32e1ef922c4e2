import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import {
  countriesInputSchema,
  deadlineInputSchema,
  grantDueDiligenceInputSchema,
  grantDueDiligenceSchema,
  grantInputSchema,
  grantListQuerySchema,
  grantObjectiveSchema,
  grantPageSchema,
  grantProgramObjectiveSchema,
  grantProgramSchema,
  grantSchema,
  grantValidationSchema,
} from '#contract/grants';
import { objectiveInputSchema, userInChargeSchema, usersInChargeInputSchema } from '#contract/programs';
import { deletedResponseSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import {
  addGrantDueDiligence,
  addGrantObjective,
  changeGrantDeadline,
  createGrant,
  publishGrant,
  redraftGrant,
  removeGrant,
  removeGrantDueDiligence,
  removeGrantObjective,
  renameGrantObjective,
  setGrantCountries,
  setGrantUsersInCharge,
  updateGrant,
} from './grant-actions';
import {
  grantById,
  grantDueDiligences,
  grantObjectives,
  grantProgramObjectives,
  grantPrograms,
  grantUsersInCharge,
  grantsPage,
  grantValidation,
} from './service';

const tags = ['Grants'];
const objectiveParams = idParam.extend({ objectiveId: z.coerce.number().int().positive() });
const dueDiligenceParams = idParam.extend({ linkId: z.coerce.number().int().positive() });
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid) and If-Match (version). ' +
  'Answers 412 { Message, current } on a stale version, 409 in the wrong state, 403 unless the caller is in charge.';

/**
 * DonorGrant (spec section 7). Reads are open to all the funder's staff; every change needs manage_grants, and every
 * change to an existing grant also needs the caller among its users in charge (spec section 6).
 */
export const grantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const staff = { access: 'staff' } as const;
  const read = { access: { entity: 'grant' } } as const;
  const create = { access: { permission: 'manage_grants' } } as const;
  const write = { access: { permission: 'manage_grants', entity: 'grant', inCharge: true } } as const;
  const g = apiPaths.grants;
  scheduleAnswerPurge(app);

  // Reads.
  app.get(g.list, { config: staff, schema: { tags, querystring: grantListQuerySchema, response: { 200: grantPageSchema } } }, (request) =>
    grantsPage(portal, signedIn(request), request.query),
  );
  app.get('/DonorGrant/:id', { preSerialization: tagWithVersion, config: read, schema: { tags, params: idParam, response: { 200: grantSchema } } }, (request) =>
    grantById(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/GrantValidation/:id', { config: read, schema: { tags, params: idParam, response: { 200: grantValidationSchema } } }, (request) =>
    grantValidation(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/ProgramObjective/:id', { config: read, schema: { tags, params: idParam, response: { 200: z.array(grantProgramObjectiveSchema) } } }, (request) =>
    grantProgramObjectives(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/:id/Program', { config: read, schema: { tags, params: idParam, response: { 200: z.array(grantProgramSchema) } } }, (request) =>
    grantPrograms(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/:id/users-in-charge', { config: read, schema: { tags, params: idParam, response: { 200: z.array(userInChargeSchema) } } }, (request) =>
    grantUsersInCharge(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/:id/Objective', { config: read, schema: { tags, params: idParam, response: { 200: z.array(grantObjectiveSchema) } } }, (request) =>
    grantObjectives(portal, signedIn(request), request.params.id),
  );
  app.get('/DonorGrant/:id/DueDiligence', { config: read, schema: { tags, params: idParam, response: { 200: z.array(grantDueDiligenceSchema) } } }, (request) =>
    grantDueDiligences(portal, signedIn(request), request.params.id),
  );

  // Changes: each one an action, answering the grant as it now is (the client reconciles its cache with the new version).
  const changed = { 200: grantSchema };
  const headers = actionHeadersSchema;
  const description = ACTION_NOTE;

  app.post(g.list, { config: create, schema: { tags, description, headers, body: grantInputSchema, response: changed } }, (request, reply) =>
    performAction(request, reply, (trx) => createGrant(trx, signedIn(request), request.body)),
  );
  app.put(
    '/DonorGrant/:id',
    { config: write, schema: { tags, description, headers, params: idParam, body: grantInputSchema, response: changed } },
    (request, reply) => performAction(request, reply, (trx, action) => updateGrant(trx, signedIn(request), request.params.id, request.body, action)),
  );
  app.delete(
    '/DonorGrant/:id',
    { config: write, schema: { tags, description, headers, params: idParam, response: { 200: deletedResponseSchema } } },
    (request, reply) => performAction(request, reply, (trx, action) => removeGrant(trx, signedIn(request), request.params.id, action)),
  );
  app.put(
    '/DonorGrant/:id/Publish',
    { config: write, schema: { tags, description, headers, params: idParam, body: deadlineInputSchema, response: changed } },
    (request, reply) => performAction(request, reply, (trx, action) => publishGrant(trx, signedIn(request), request.params.id, request.body, action)),
  );
  app.put(
    '/DonorGrant/:id/Deadline',
    { config: write, schema: { tags, description, headers, params: idParam, body: deadlineInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => changeGrantDeadline(trx, signedIn(request), request.params.id, request.body, action)),
  );
  app.put('/DonorGrant/:id/Draft', { config: write, schema: { tags, description, headers, params: idParam, response: changed } }, (request, reply) =>
    performAction(request, reply, (trx, action) => redraftGrant(trx, signedIn(request), request.params.id, action)),
  );
  app.put(
    '/DonorGrant/:id/countries',
    { config: write, schema: { tags, description, headers, params: idParam, body: countriesInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => setGrantCountries(trx, signedIn(request), request.params.id, request.body.countries, action)),
  );
  app.put(
    '/DonorGrant/:id/users-in-charge',
    { config: write, schema: { tags, description, headers, params: idParam, body: usersInChargeInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => setGrantUsersInCharge(trx, signedIn(request), request.params.id, request.body, action)),
  );
  app.post(
    '/DonorGrant/:id/Objective',
    { config: write, schema: { tags, description, headers, params: idParam, body: objectiveInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => addGrantObjective(trx, signedIn(request), request.params.id, request.body.title, action)),
  );
  app.put(
    '/DonorGrant/:id/Objective/:objectiveId',
    { config: write, schema: { tags, description, headers, params: objectiveParams, body: objectiveInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        renameGrantObjective(trx, signedIn(request), request.params.id, request.params.objectiveId, request.body.title, action),
      ),
  );
  app.delete(
    '/DonorGrant/:id/Objective/:objectiveId',
    { config: write, schema: { tags, description, headers, params: objectiveParams, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        removeGrantObjective(trx, signedIn(request), request.params.id, request.params.objectiveId, action),
      ),
  );
  app.post(
    '/DonorGrant/:id/DueDiligence',
    { config: write, schema: { tags, description, headers, params: idParam, body: grantDueDiligenceInputSchema, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        addGrantDueDiligence(trx, signedIn(request), request.params.id, request.body.due_diligence_id, action),
      ),
  );
  app.delete(
    '/DonorGrant/:id/DueDiligence/:linkId',
    { config: write, schema: { tags, description, headers, params: dueDiligenceParams, response: changed } },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        removeGrantDueDiligence(trx, signedIn(request), request.params.id, request.params.linkId, action),
      ),
  );
};
