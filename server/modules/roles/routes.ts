import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { permissionSchema } from '#contract/auth';
import { PERMISSIONS } from '#contract/enums';
import { deletedResponseSchema } from '#contract/responses';
import { roleInputSchema, roleListQuerySchema, roleOptionSchema, rolePageSchema, roleSchema } from '#contract/roles';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { createRole, removeRole, roleOptions, rolesPage, updateRole } from './service';

const tags = ['Roles'];

/** DonorRole and DonorPermission: settings / roles. Every call needs manage_users. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const config = { access: { permission: 'manage_users' } } as const;
  const oneRole = { access: { permission: 'manage_users', entity: 'role' } } as const;
  const r = apiPaths.roles;

  app.get(r.list, { config, schema: { tags, querystring: roleListQuerySchema, response: { 200: rolePageSchema } } }, (request) =>
    rolesPage(portal, signedIn(request), request.query),
  );

  app.get(r.options, { config, schema: { tags, response: { 200: z.array(roleOptionSchema) } } }, (request) =>
    roleOptions(portal, signedIn(request)),
  );

  app.post(r.list, { config, schema: { tags, body: roleInputSchema, response: { 200: roleSchema } } }, (request) =>
    createRole(portal, signedIn(request), request.body),
  );

  app.put('/DonorRole/:id', { config: oneRole, schema: { tags, params: idParam, body: roleInputSchema, response: { 200: roleSchema } } }, (request) =>
    updateRole(portal, signedIn(request), request.params.id, request.body),
  );

  app.delete('/DonorRole/:id', { config: oneRole, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } }, (request) =>
    removeRole(portal, signedIn(request), request.params.id),
  );

  app.get(apiPaths.permissions, { config, schema: { tags, response: { 200: z.array(permissionSchema) } } }, () =>
    Promise.resolve([...PERMISSIONS]),
  );
};
