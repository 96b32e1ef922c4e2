import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import {
  accountSessionListSchema,
  accountCheckTokenBodySchema,
  changePasswordSchema,
  checkTokenQuerySchema,
  checkTokenResponseSchema,
  currentUserSchema,
  forgotPasswordQuerySchema,
  optionalTokenQuerySchema,
  resetPasswordSchema,
  setupProfileSchema,
  tokenBodySchema,
  tokenResponseSchema,
} from '#contract/auth';
import { TokenPurpose } from '#contract/enums';
import { okResponseSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { clientOf, signedIn, signedInAccount } from '../../platform/auth';
import { withinLimit } from '../../platform/rate-limits';
import { fieldError } from '../../platform/errors';
import { updateProfile } from '../users/service';
import { listSessions, signOutEverywhere, signOutSession } from './sessions';
import { changePassword, checkToken, forgotPassword, limitResetMails, loginByToken, logout, resetPassword } from './service';

const tags = ['Account'];
const ok = { ok: true } as const;
const ACCOUNT_SETUP_PURPOSES = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP] as const;

/** auth/* (public account links) and DonorAccount's password and logout calls. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const publicRoute = { access: 'public' } as const;
  const account = { access: 'account' } as const;

  app.post(
    apiPaths.auth.forgotPassword,
    { config: publicRoute, schema: { tags, querystring: forgotPasswordQuerySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      // Answered before anything is looked up or mailed: the answer time must not tell who has an account.
      const { email } = request.query;
      await limitResetMails(portal, email, request.ip);
      portal.background.run('password reset', () => forgotPassword(portal, email, request.log));
      return ok;
    },
  );

  // The spec's GET, with the code in the query string, and the POST the PWA uses, with it in the body (decision 152).
  app.get(
    apiPaths.auth.checkToken,
    { config: publicRoute, schema: { tags, querystring: checkTokenQuerySchema, response: { 200: checkTokenResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `check|${request.ip}`);
      return checkToken(portal, request.query.token, [request.query.purpose as TokenPurpose]);
    },
  );

  app.post(
    apiPaths.auth.checkToken,
    { config: publicRoute, schema: { tags, body: checkTokenQuerySchema, response: { 200: checkTokenResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `check|${request.ip}`);
      return checkToken(portal, request.body.token, [request.body.purpose as TokenPurpose]);
    },
  );

  // DonorAccount/CheckToken (spec section 7: POST with query token): the account link's code, in the body as the PWA
  // sends codes (decision 152) or in the query as the spec has it; without a purpose, an account set-up link.
  app.post(
    apiPaths.account.checkToken,
    {
      config: publicRoute,
      schema: {
        tags,
        description: 'The code in the JSON body `{ "token", "purpose"? }`; the query form `?token=` of the spec is still answered.',
        querystring: optionalTokenQuerySchema,
        body: accountCheckTokenBodySchema.nullish(),
        response: { 200: checkTokenResponseSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw fieldError('token', 'required');
      await withinLimit(portal.limits.accountLinks, `check|${request.ip}`);
      const purpose = request.body?.purpose;
      return checkToken(portal, token, purpose === undefined ? ACCOUNT_SETUP_PURPOSES : [purpose as TokenPurpose]);
    },
  );

  app.post(
    apiPaths.auth.resetPassword,
    { config: publicRoute, schema: { tags, body: resetPasswordSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `reset|${request.ip}`);
      await resetPassword(portal, request.body);
      return ok;
    },
  );

  app.post(
    apiPaths.auth.loginByToken,
    {
      config: publicRoute,
      schema: {
        tags,
        description: 'The token in the JSON body `{ "token": … }`; the query form `?token=` of the spec is still answered.',
        querystring: optionalTokenQuerySchema,
        body: tokenBodySchema.nullish(),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `login-by-token|${request.ip}`);
      const token = request.body?.token ?? request.query.token;
      if (!token) throw fieldError('token', 'required');
      return loginByToken(portal, token, clientOf(request));
    },
  );

  app.post(apiPaths.auth.setupProfile, { config: { access: 'staff' }, schema: { tags, body: setupProfileSchema, response: { 200: currentUserSchema } } }, (request) =>
    updateProfile(portal, signedIn(request), request.body),
  );

  app.post(
    apiPaths.account.changePassword,
    { config: account, schema: { tags, body: changePasswordSchema, response: { 200: tokenResponseSchema } } },
    (request) => changePassword(portal, signedInAccount(request), request.body, clientOf(request)),
  );

  app.post(apiPaths.account.logout, { config: account, schema: { tags, response: { 200: okResponseSchema } } }, async (request) => {
    await logout(portal, signedInAccount(request));
    return ok;
  });

  app.get(apiPaths.account.sessions, { config: account, schema: { tags, response: { 200: accountSessionListSchema } } }, (request) =>
    listSessions(portal, signedInAccount(request)),
  );

  app.delete(
    `${apiPaths.account.sessions}/:id`,
    { config: { access: { account: true, entity: 'session' } }, schema: { tags, params: idParam, response: { 200: okResponseSchema } } },
    async (request) => {
      await signOutSession(portal, signedInAccount(request), request.params.id);
      return ok;
    },
  );

  app.post(apiPaths.account.signOutEverywhere, { config: account, schema: { tags, response: { 200: okResponseSchema } } }, async (request) => {
    await signOutEverywhere(portal, signedInAccount(request));
    return ok;
  });
};
