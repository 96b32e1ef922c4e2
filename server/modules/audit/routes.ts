import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPaths } from '#contract/api-paths';
import { auditPageSchema, auditQuerySchema } from '#contract/audit';
import { signedIn } from '../../platform/auth';
import { auditPage } from './service';

const tags = ['Audit'];

/**
 * The audit trail (decision 164). No route-level permission: the rule depends on the query. One entity's history
 * (entity + entity_id) needs the caller in charge of it or manage_settings; any wider query needs manage_settings.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(
    auditPaths.list,
    {
      schema: {
        tags,
        description:
          'Audit rows, newest first. entity + entity_id: that grant, proposal or project (users in charge, or manage_settings); ' +
          'otherwise the funder-wide activity (manage_settings). 403 without the right, 404 for another funder’s entity.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => auditPage(portal, signedIn(request), request.query),
  );
};
