import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPaths } from '#contract/api-paths';
import { auditPageSchema, auditQuerySchema } from '#contract/audit';
import { signedIn } from '../../platform/auth';
import { localeFromHeader } from '../../platform/locale';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../proposals/risk-export';
import { auditExport } from './audit-export';
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
      // The rule depends on the query, so the service checks it: 'staff' here, manage_settings or in charge there.
      config: { access: 'staff' },
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
  app.get(
    auditPaths.export,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: auditQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        description:
          'The audit rows of the same filters and scope as GET /Audit, every page at once, as an .xlsx download in the language of ' +
          'Accept-Language (en or ar; right to left in Arabic). page and rows are ignored.',
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const { fileName, content } = await auditExport(portal, signedIn(request), request.query, locale);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(content);
    },
  );
};
