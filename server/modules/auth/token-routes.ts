import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKEN_PATH } from '#contract/api-paths';
import { tokenRequestSchema, tokenResponseSchema } from '#contract/auth';
import { clientOf } from '../../platform/auth';
import { passwordGrant } from './service';

/** POST /connect/token: the OAuth2 password grant, form-urlencoded (spec section 7). */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TOKEN_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['Sign-in'], consumes: ['application/x-www-form-urlencoded'], body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
    },
    (request) => passwordGrant(app.portal, request.body, clientOf(request), request.log),
  );
};
