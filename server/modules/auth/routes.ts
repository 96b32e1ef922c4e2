import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import {
  changePasswordSchema,
  checkTokenQuerySchema,
  checkTokenResponseSchema,
  currentUserSchema,
  forgotPasswordQuerySchema,
  resetPasswordSchema,
  setupProfileSchema,
  tokenQuerySchema,
  tokenResponseSchema,
} from '#contract/auth';
import type { TokenPurpose } from '#contract/enums';
import { okResponseSchema } from '#contract/responses';
import { signedIn } from '../../platform/auth';
import { updateProfile } from '../users/service';
import { changePassword, checkToken, forgotPassword, loginByToken, logout, resetPassword } from './service';

const tags = ['Account'];
const ok = { ok: true } as const;

/** auth/* (public account links) and DonorAccount's password and logout calls. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const publicRoute = { public: true };

  app.post(
    apiPaths.auth.forgotPassword,
    { config: publicRoute, schema: { tags, querystring: forgotPasswordQuerySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await forgotPassword(portal, request.query.email, request.log);
      return ok;
    },
  );

  app.get(
    apiPaths.auth.checkToken,
    { config: publicRoute, schema: { tags, querystring: checkTokenQuerySchema, response: { 200: checkTokenResponseSchema } } },
    (request) => checkToken(portal, request.query.token, [request.query.purpose as TokenPurpose]),
  );

  app.post(
    apiPaths.auth.resetPassword,
    { config: publicRoute, schema: { tags, body: resetPasswordSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await resetPassword(portal, request.body);
      return ok;
    },
  );

  app.post(
    apiPaths.auth.loginByToken,
    { config: publicRoute, schema: { tags, querystring: tokenQuerySchema, response: { 200: tokenResponseSchema } } },
    (request) => loginByToken(portal, request.query.token),
  );

  app.post(apiPaths.auth.setupProfile, { schema: { tags, body: setupProfileSchema, response: { 200: currentUserSchema } } }, (request) =>
    updateProfile(portal, signedIn(request), request.body),
  );

  app.post(
    apiPaths.account.changePassword,
    { schema: { tags, body: changePasswordSchema, response: { 200: tokenResponseSchema } } },
    (request) => changePassword(portal, signedIn(request), request.body),
  );

  app.post(apiPaths.account.logout, { schema: { tags, response: { 200: okResponseSchema } } }, async (request) => {
    await logout(portal, signedIn(request));
    return ok;
  });
};
