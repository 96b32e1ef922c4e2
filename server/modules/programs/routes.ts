import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import {
  objectiveInputSchema,
  programInputSchema,
  programListQuerySchema,
  programObjectiveSchema,
  programPageSchema,
  programSchema,
  userInChargeSchema,
  usersInChargeInputSchema,
} from '#contract/programs';
import { deletedResponseSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { addProgramObjective, changeProgramObjective, programObjectives, removeProgramObjective } from './objective-service';
import {
  changeProgram,
  createProgram,
  programById,
  programsPage,
  programUsersInCharge,
  removeProgram,
  setProgramUsersInCharge,
} from './service';

const tags = ['Programs'];
const objectiveParams = z.object({ id: z.coerce.number().int().positive(), objectiveId: z.coerce.number().int().positive() });

/**
 * Program and DonorAccountProgram: the initiatives pages. Every call needs manage_programs; the options list
 * that grant forms read (GET /Program/list) lives with the reference lists and is open to all staff.
 */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const config = { access: { permission: 'manage_programs' } } as const;
  const oneProgram = { access: { permission: 'manage_programs', entity: 'program' } } as const;
  const p = apiPaths.programs;

  app.get(p.list, { config, schema: { tags, querystring: programListQuerySchema, response: { 200: programPageSchema } } }, (request) =>
    programsPage(portal, signedIn(request), request.query),
  );

  app.get('/Program/:id', { config: oneProgram, schema: { tags, params: idParam, response: { 200: programSchema } } }, (request) =>
    programById(portal, signedIn(request), request.params.id),
  );

  app.post(p.list, { config, schema: { tags, body: programInputSchema, response: { 200: programSchema } } }, (request) =>
    createProgram(portal, signedIn(request), request.body),
  );

  app.put('/Program/:id', { config: oneProgram, schema: { tags, params: idParam, body: programInputSchema, response: { 200: programSchema } } }, (request) =>
    changeProgram(portal, signedIn(request), request.params.id, request.body),
  );

  app.delete('/Program/:id', { config: oneProgram, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } }, (request) =>
    removeProgram(portal, signedIn(request), request.params.id),
  );

  // Spec section 7 spells the read "UsersIncharge" and the write "UsersInCharge"; both spellings are served.
  for (const path of ['/DonorAccountProgram/:id/UsersInCharge', '/DonorAccountProgram/:id/UsersIncharge']) {
    app.get(path, { config: oneProgram, schema: { tags, params: idParam, response: { 200: z.array(userInChargeSchema) } } }, (request) =>
      programUsersInCharge(portal, signedIn(request), request.params.id),
    );
  }

  app.put(
    '/DonorAccountProgram/:id/UsersInCharge',
    { config: oneProgram, schema: { tags, params: idParam, body: usersInChargeInputSchema, response: { 200: z.array(userInChargeSchema) } } },
    (request) => setProgramUsersInCharge(portal, signedIn(request), request.params.id, request.body),
  );

  app.get('/DonorAccountProgram/:id/Objective', { config: oneProgram, schema: { tags, params: idParam, response: { 200: z.array(programObjectiveSchema) } } }, (request) =>
    programObjectives(portal, signedIn(request), request.params.id),
  );

  app.post(
    '/DonorAccountProgram/:id/Objective',
    { config: oneProgram, schema: { tags, params: idParam, body: objectiveInputSchema, response: { 200: programObjectiveSchema } } },
    (request) => addProgramObjective(portal, signedIn(request), request.params.id, request.body),
  );

  app.put(
    '/DonorAccountProgram/:id/Objective/:objectiveId',
    { config: oneProgram, schema: { tags, params: objectiveParams, body: objectiveInputSchema, response: { 200: programObjectiveSchema } } },
    (request) => changeProgramObjective(portal, signedIn(request), request.params.id, request.params.objectiveId, request.body),
  );

  app.delete(
    '/DonorAccountProgram/:id/Objective/:objectiveId',
    { config: oneProgram, schema: { tags, params: objectiveParams, response: { 200: deletedResponseSchema } } },
    (request) => removeProgramObjective(portal, signedIn(request), request.params.id, request.params.objectiveId),
  );
};
