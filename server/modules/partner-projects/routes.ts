import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerPaths } from '#contract/partner';
import { partnerProjectListQuerySchema, partnerProjectPageSchema } from '#contract/partner-projects';
import { signedInPartner } from '../../platform/auth';
import { partnerProjectsPage } from './service';

const tags = ['Partner projects'];

/** The organisation's projects (issue 13 item 1): the list; issue 14 adds the workspace under PartnerProject/{id}. */
export const partnerProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(
    partnerPaths.projects.list,
    {
      config: { access: 'partner' },
      schema: {
        tags,
        querystring: partnerProjectListQuerySchema,
        response: { 200: partnerProjectPageSchema },
        description: "The caller's organisation's projects: what its accepted proposals became, with their installments counted.",
      },
    },
    (request) => partnerProjectsPage(portal, signedInPartner(request), request.query),
  );
};
