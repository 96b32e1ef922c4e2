import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { currentUserSchema, permissionSchema, profileNameSchema } from '#contract/auth';
import { deletedResponseSchema, uploadedImageSchema } from '#contract/responses';
import { changeUserRoleSchema, userListQuerySchema, userOptionSchema, userPageSchema, userSchema } from '#contract/users';
import { idParam } from '#contract/validation';
import { signedIn, signedInAccount } from '../../platform/auth';
import { readImageUpload } from '../../platform/images';
import { changeUserRole, currentUser, deleteUser, setProfileImage, updateProfile, userOptions, usersPage } from './service';

const tags = ['Users'];

/** DonorAdmin: the signed-in user's own profile, and the funder's staff list (settings / users). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const a = apiPaths.admin;
  const staff = { access: 'staff' } as const;
  const manageUsers = { access: { permission: 'manage_users' } } as const;
  const manageUser = { access: { permission: 'manage_users', entity: 'user' } } as const;

  app.get(a.profile, { config: staff, schema: { tags, response: { 200: currentUserSchema } } }, (request) => currentUser(portal, signedIn(request)));

  // DonorAdmin/Profile and its DonorAccount twin (spec section 7 names both): the signed-in user's own name.
  for (const path of [a.profileName, apiPaths.account.profile]) {
    app.put(path, { config: staff, schema: { tags, body: profileNameSchema, response: { 200: currentUserSchema } } }, (request) =>
      updateProfile(portal, signedIn(request), { name: request.body.name }),
    );
  }

  app.get(a.permissions, { config: staff, schema: { tags, response: { 200: z.array(permissionSchema) } } }, (request) =>
    Promise.resolve(signedIn(request).permissions),
  );

  // Both sides: the service is the signed-in user's own row whatever their side (docs/decisions/195-partner-profile-and-organisation-pages.md).
  app.put(
    a.image,
    { config: { access: 'account' }, schema: { tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`: PNG, JPEG or BMP under 2,000,000 bytes.', response: { 200: uploadedImageSchema } } },
    async (request) => setProfileImage(portal, signedInAccount(request), await readImageUpload(request)),
  );

  app.get(
    a.users,
    { config: manageUsers, schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema } } },
    (request) => usersPage(portal, signedIn(request), request.query),
  );

  // Any staff member may list colleagues: the users-in-charge pickers need it without manage_users.
  app.get(a.userList, { config: staff, schema: { tags, response: { 200: z.array(userOptionSchema) } } }, (request) =>
    userOptions(portal, signedIn(request)),
  );

  app.put(
    '/DonorAdmin/:id/Role',
    { config: manageUser, schema: { tags, params: idParam, body: changeUserRoleSchema, response: { 200: userSchema } } },
    (request) => changeUserRole(portal, signedIn(request), request.params.id, request.body.role_id),
  );

  app.delete(
    '/DonorAdmin/:id',
    { config: manageUser, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } },
    (request) => deleteUser(portal, signedIn(request), request.params.id),
  );
};
