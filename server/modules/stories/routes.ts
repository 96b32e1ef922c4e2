import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import { inspireQuerySchema, inspireSchema, storyPhotoQuerySchema } from '#contract/inspire';
import { storyFeaturedInputSchema, storyListSchema, storyQuerySchema, storySchema } from '#contract/monthly-reports';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { actionHeadersSchema, performAction } from '../../platform/idempotency';
import { inspire } from './inspire';
import { featureStory, listStories, storyPhoto } from './service';

const tags = ['Stories of change'];
const paths = apiPaths.projects;
const SCOPE_NOTE = 'The caller’s funder only; stories of submitted and approved months.';

/** The funder's stories of change and /inspire (issue 14 items 7 and 8; docs/decisions/208-inspire-and-featured-stories.md). */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const staff = { access: 'staff' } as const;

  app.get(
    paths.stories,
    {
      config: staff,
      schema: {
        tags,
        querystring: storyQuerySchema,
        response: { 200: storyListSchema },
        description: `${SCOPE_NOTE} Filters: featured, program_id (the grants targeting that initiative), country_id, grant_id, project_id. Newest month first.`,
      },
    },
    async (request) => ({ stories: await listStories(portal.db, signedIn(request), request.query) }),
  );
  app.put(
    '/DonorProject/Stories/:id/Featured',
    {
      config: { access: { permission: 'manage_grants', entity: 'story' } },
      schema: {
        tags,
        headers: actionHeadersSchema,
        params: idParam,
        body: storyFeaturedInputSchema,
        response: { 200: storySchema },
        description:
          'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key. Needs manage_grants. Features the story on /inspire ' +
          'or takes it off; only a story of an approved month can be featured (409 wrongStatus); another funder’s story answers 404.',
      },
    },
    (request, reply) => performAction(request, reply, (trx) => featureStory(trx, signedIn(request), request.params.id, request.body.featured)),
  );
  app.get(
    '/DonorProject/Stories/:id/Photo',
    {
      config: { access: { entity: 'story' } },
      schema: {
        tags,
        params: idParam,
        querystring: storyPhotoQuerySchema,
        produces: ['image/png', 'image/jpeg'],
        description: `${SCOPE_NOTE} The story’s photo for an image; \`file\` (the photo’s id) only makes each photo its own address.`,
      },
    },
    async (request, reply) => {
      const { bytes, mimeType } = await storyPhoto(portal, signedIn(request), request.params.id);
      return reply.type(mimeType).header('Cache-Control', 'private, no-cache').send(bytes);
    },
  );
  app.get(
    paths.inspire,
    {
      config: staff,
      schema: {
        tags,
        querystring: inspireQuerySchema,
        response: { 200: inspireSchema },
        description: `The caller’s funder only. Featured stories, people reached, projects, countries and indicator results from approved months; filters program_id, country_id, grant_id.`,
      },
    },
    (request) => inspire(portal, signedIn(request), request.query),
  );
};
