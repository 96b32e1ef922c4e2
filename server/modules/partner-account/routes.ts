import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerPaths, partnerProfileSchema } from '#contract/partner';
import { signedInPartner } from '../../platform/auth';
import { partnerProfile } from './service';

const tags = ['Partner account'];

/** PartnerAccount (issue 13): the signed-in partner user and their organisation, for the partner shell and its guards. */
export const partnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(partnerPaths.account.profile, { config: { access: 'partner' }, schema: { tags, response: { 200: partnerProfileSchema } } }, (request) =>
    partnerProfile(portal, signedInPartner(request)),
  );
};
