import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import { accountSetupSchema, checkTokenResponseSchema, setCredentialsSchema, tokenQuerySchema, tokenResponseSchema } from '#contract/auth';
import { TokenPurpose } from '#contract/enums';
import { uploadedImageSchema } from '#contract/responses';
import { clientOf, signedIn } from '../../platform/auth';
import { withinLimit } from '../../platform/rate-limits';
import { readImageUpload } from '../../platform/images';
import { checkToken, setCredentials, setupAccount } from '../auth/service';
import { setProfileImage } from '../users/service';

const tags = ['Account setup'];
const SETUP_PURPOSES = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP] as const;

/** DonorAccountSetup: an invited user (or a funder's first admin) opens the link, picks a password, adds a photo. */
export const accountSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const s = apiPaths.accountSetup;

  app.get(
    s.byToken,
    { config: { access: 'public' }, schema: { tags, querystring: tokenQuerySchema, response: { 200: checkTokenResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `check|${request.ip}`);
      return checkToken(portal, request.query.token, SETUP_PURPOSES);
    },
  );

  app.post(
    s.setCredentials,
    { config: { access: 'public' }, schema: { tags, body: setCredentialsSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `set-credentials|${request.ip}`);
      return setCredentials(portal, request.body, clientOf(request));
    },
  );

  app.post(
    s.setup,
    {
      config: { access: 'public' },
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded'],
        description: 'Form-encoded: token, password, confirm_password, name and optional phone. Sets the password and the name at once.',
        body: accountSetupSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      await withinLimit(portal.limits.accountLinks, `setup|${request.ip}`);
      return setupAccount(portal, request.body, clientOf(request));
    },
  );

  // After SetUserCredentials the user holds a token, so the photo is uploaded as a signed-in user.
  app.post(
    s.setProfileImage,
    { config: { access: 'staff' }, schema: { tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`.', response: { 200: uploadedImageSchema } } },
    async (request) => setProfileImage(portal, signedIn(request), await readImageUpload(request)),
  );
};
