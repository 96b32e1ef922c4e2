import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import { donorInfoInputSchema, donorInfoSchema } from '#contract/donor';
import { signedIn } from '../../platform/auth';
import { readImageUpload } from '../../platform/images';
import { donorInfo, setDonorLogo, updateDonorInfo } from './service';

const tags = ['Funder'];

/** The funder's own record: settings / preferences. Any staff member reads it; manage_settings changes it. */
export const donorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const manageSettings = { access: { permission: 'manage_settings' } } as const;

  app.get(apiPaths.admin.donorInfo, { config: { access: 'staff' }, schema: { tags, response: { 200: donorInfoSchema } } }, (request) => donorInfo(portal, signedIn(request)));

  app.put(
    apiPaths.admin.donorInfo,
    { config: manageSettings, schema: { tags, body: donorInfoInputSchema, response: { 200: donorInfoSchema } } },
    (request) => updateDonorInfo(portal, signedIn(request), request.body),
  );

  app.put(
    apiPaths.account.logo,
    { config: manageSettings, schema: { tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`.', response: { 200: donorInfoSchema } } },
    async (request) => setDonorLogo(portal, signedIn(request), await readImageUpload(request)),
  );
};
