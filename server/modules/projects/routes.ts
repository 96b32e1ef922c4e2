import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import { projectListQuerySchema, projectPageSchema, projectSchema } from '#contract/projects';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { projectById, projectsPage } from './service';

const tags = ['Projects'];

/** DonorProject (spec section 7): the projects accepted proposals became, read-only until tracking arrives. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;

  app.get(apiPaths.projects.list, { config: { access: 'staff' }, schema: { tags, querystring: projectListQuerySchema, response: { 200: projectPageSchema } } }, (request) =>
    projectsPage(portal, signedIn(request), request.query),
  );
  app.get('/DonorProject/:id', { preSerialization: tagWithVersion, config: { access: { entity: 'project' } }, schema: { tags, params: idParam, response: { 200: projectSchema } } }, (request) =>
    projectById(portal, signedIn(request), request.params.id),
  );
};
