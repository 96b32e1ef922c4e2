import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The operation's extension that carries its declared access rule (platform/access.ts, docs/decisions/168-declared-access-rules.md). */
export const ACCESS_EXTENSION = 'x-access';

/**
 * Each operation also says who may call it: its `config.access` as `x-access`, and no security requirement when it is
 * public. The authorisation matrix test reads the rules from here, so the document, the rule and the behaviour agree.
 */
const withAccess: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (access === undefined) return result;
  return { ...result, schema: { ...result.schema, [ACCESS_EXTENSION]: access, ...(access === 'public' ? { security: [] } : {}) } };
};

/** The OpenAPI document is generated from the routes' zod schemas, so it cannot drift from what is enforced. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Donor portal API', description: 'The donor-side grant management API (spec section 7).', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // GET /api/files/{name}/signed: the address carries an HMAC over file, user, session and expiry instead.
          signedAddress: { type: 'apiKey', in: 'query', name: 'signature' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: withAccess,
  });
}
